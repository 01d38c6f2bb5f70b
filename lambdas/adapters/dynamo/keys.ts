/** Key builders of the single-table design (docs/data-model.md); one place for every pattern. */
export const keys = {
  account: (userId: string) => ({ PK: `ACCOUNT#${userId}`, SK: 'ACCOUNT' }),
  apiKey: (keyHash: string) => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  killSwitch: (scope: string) => ({ PK: `KILL#${scope}`, SK: 'KILL' }),
};
