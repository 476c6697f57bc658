/** The stores remote's contract: its federation name and what it exposes. */
export const federation = {
  name: 'mfe_stores',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './widgets': './src/exposes/widgets.tsx',
  },
};
