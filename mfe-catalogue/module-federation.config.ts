/** The catalogue remote's contract: its federation name and what it exposes. */
export const federation = {
  name: 'mfe_catalogue',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './widgets': './src/exposes/widgets.tsx',
  },
};
