import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue/routes';
import { searchRoutes } from './search/routes';
import { slugsRoutes } from './slugs/routes';
import { bagRoutes } from './bag/routes';
import { checkoutRoutes } from './checkout/routes';
import { paymentsRoutes } from './payments/routes';
import { ordersRoutes } from './orders/routes';
import { identityRoutes } from './identity/routes';
import { accountRoutes } from './account/routes';
import { rewardsRoutes } from './rewards/routes';
import { wishlistRoutes } from './wishlist/routes';
import { storesRoutes } from './stores/routes';
import { reservationRoutes } from './stores/reservation-routes';
import { contactRoutes } from './contact/routes';
import { newsletterRoutes } from './newsletter/routes';
import { financingRoutes } from './financing/routes';
import { contentRoutes } from './content/routes';
import { emailRoutes } from './email/routes';

/** One module per domain, each registering its own routes under `/api`. */
export const domainModules: ReadonlyArray<(app: FastifyInstance) => Promise<void>> = [
  catalogueRoutes,
  searchRoutes,
  slugsRoutes,
  bagRoutes,
  checkoutRoutes,
  paymentsRoutes,
  ordersRoutes,
  identityRoutes,
  accountRoutes,
  rewardsRoutes,
  wishlistRoutes,
  storesRoutes,
  reservationRoutes,
  contactRoutes,
  newsletterRoutes,
  financingRoutes,
  contentRoutes,
  emailRoutes,
];
