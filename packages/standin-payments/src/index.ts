export { createPaymentStandin, STANDIN_SECRET_KEY, testCards, CHALLENGE_OTP, bnplIdentities } from './standin';
export type { PaymentStandinOptions, SessionStatus } from './standin';
