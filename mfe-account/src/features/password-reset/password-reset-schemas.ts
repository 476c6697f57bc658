import { emailSchema } from '@storefront/validation';
import * as v from 'valibot';

/** "Forgot password": the e-mail address the reset link goes to. */
export const forgotPasswordSchema = v.object({ email: emailSchema });
