/**
 * The one place where the investor panel hands over what the visitor typed. The access work
 * connects this to src/lib/auth; until then it deliberately does nothing, so the panel neither
 * calls anything nor pretends that a login happened (SPEC §7: "the form performs no call").
 */
export interface InvestorCredentials {
  email: string;
  password: string;
}

export type InvestorSubmit = (credentials: InvestorCredentials) => void | Promise<void>;

export const submitInvestorAccess: InvestorSubmit = () => {};
