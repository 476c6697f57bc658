import { emailSchema } from '@storefront/validation';
import * as v from 'valibot';

/** Activating an in-store account: the e-mail address the verification message goes to. */
export const accountActivationSchema = v.object({ email: emailSchema });
