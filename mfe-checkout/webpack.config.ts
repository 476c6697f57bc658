import { createRemoteConfig } from '@storefront/build/webpack';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createRemoteConfig({ dir: __dirname, ...federation, devPort: 3002 }, argv.mode ?? 'production');
