/** The account remote's contract: its federation name and what it exposes. */
export const federation = {
  name: 'mfe_account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
