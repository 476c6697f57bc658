import { mountHarness } from '@storefront/dev-harness';
import { routes } from './exposes/routes';

// Develop this remote alone: `npm run dev -w @storefront/mfe-stores`, then open http://localhost:3004.
mountHarness({ remote: 'stores', routes });
