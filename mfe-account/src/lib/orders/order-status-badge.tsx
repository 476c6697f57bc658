import { useIntl } from 'react-intl';
import './orders.css';
import { orderStatusLabel } from './order-text';

const tones: Record<string, string> = {
  cancelled: 'muted',
  completed: 'done',
  collected: 'done',
  ready_to_collect: 'attention',
  payment_pending: 'attention',
  shipped: 'moving',
  partially_shipped: 'moving',
  shipped_to_store: 'moving',
};

/** An order or line status as a small label (its words carry the meaning; the colour only echoes them). */
export function OrderStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <span className="sf-order-status" data-tone={tones[status] ?? 'progress'}>
      {orderStatusLabel(intl, status)}
    </span>
  );
}
