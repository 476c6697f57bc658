import { emailSchema } from '@storefront/validation';
import * as v from 'valibot';

/** Newsletter sign-up: an e-mail address. */
export const newsletterSignupSchema = v.object({ email: emailSchema });
