/** The build's public access facts, made by src/integrations/investor-access.ts. */
declare module 'virtual:investor-access' {
  const config: import('./settings').AccessConfig;
  export default config;
}
