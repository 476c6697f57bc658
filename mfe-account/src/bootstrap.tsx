import { mountHarness } from '@storefront/dev-harness';
import { routes } from './exposes/routes';

// Develop this remote alone: `npm run dev -w @storefront/mfe-account`, then open http://localhost:3003.
mountHarness({ remote: 'account', routes });
