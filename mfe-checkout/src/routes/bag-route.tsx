import '../checkout.css';
import { useSearchParams } from 'react-router';
import { BagPage } from './bag-page';
import { paymentRefundedOf } from '../features/payment/payment-outcomes';
import { PaymentRefundedNotice } from '../features/payment/payment-refunded-notice';

/**
 * The bag `/my-bag`: what the shopper is about to buy, saved for later, the order summary and the way to checkout;
 * after an order refused because the bag emptied, whether its payment was refunded.
 */
export default function BagRoute() {
  const [search] = useSearchParams();
  return <BagPage notices={paymentRefundedOf(search) ? <PaymentRefundedNotice /> : null} />;
}
