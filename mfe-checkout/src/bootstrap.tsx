import { mountHarness } from '@storefront/dev-harness';
import { routes } from './exposes/routes';

// Develop this remote alone: `npm run dev -w @storefront/mfe-checkout`, then open http://localhost:3002.
mountHarness({ remote: 'checkout', routes });
