import { createPaymentStandin } from './standin';

/** `npm start -w @storefront/standin-payments`: PayStand on PAYMENT_STANDIN_PORT (default 4050). */
const port = Number(process.env.PAYMENT_STANDIN_PORT ?? 4050);
const host = process.env.PAYMENT_STANDIN_HOST ?? '127.0.0.1';
const app = createPaymentStandin({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  ...(process.env.PAYMENT_STANDIN_PUBLIC_URL ? { publicUrl: process.env.PAYMENT_STANDIN_PUBLIC_URL } : {}),
});
await app.listen({ port, host });
