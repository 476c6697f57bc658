import { mountHarness } from '@storefront/dev-harness';
import { routes } from './exposes/routes';

// Develop this remote alone: `npm run dev -w @storefront/mfe-engagement`, then open http://localhost:3005.
mountHarness({ remote: 'engagement', routes });
