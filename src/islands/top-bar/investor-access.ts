/** What the investor panel hands over: the e-mail is not verified; the password unlocks. */
export interface InvestorCredentials {
  email: string;
  password: string;
}

export type InvestorSubmit = (credentials: InvestorCredentials) => void | Promise<void>;
