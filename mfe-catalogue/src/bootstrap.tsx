import { mountHarness } from '@storefront/dev-harness';
import { routes } from './exposes/routes';

// Develop this remote alone: `npm run dev -w @storefront/mfe-catalogue`, then open http://localhost:3001.
mountHarness({ remote: 'catalogue', routes });
