import path from 'node:path';
import { createShellConfig } from '@storefront/build/webpack';
import { bootHintsOptions } from './src/routes/route-owner';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createShellConfig(
    {
      dir: __dirname,
      runtimePlugins: [path.resolve(__dirname, 'src/mf/shell-runtime-plugin.ts')],
      devPort: 3000,
      bootHints: bootHintsOptions(),
    },
    argv.mode ?? 'production',
  );
