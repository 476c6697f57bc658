/** The checkout remote's contract: its federation name and what it exposes. */
export const federation = {
  name: 'mfe_checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
