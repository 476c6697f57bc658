import '../account.css';
import { localisePath, paths, useMarket } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { PageFrame } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LookedUpOrder } from '../features/order-lookup/looked-up-order';
import {
  forgetLookup,
  lookedUpOrderKey,
  readLookupToken,
  useLookedUpOrder,
  type LookupAnswer,
} from '../features/order-lookup/order-lookup-api';
import { OrderLookupForm } from '../features/order-lookup/order-lookup-form';
import { orderLookupMessages } from '../features/order-lookup/order-lookup-messages';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Guest order lookup `/order-lookup`: an order found by its number and billing postcode, without signing in, shown as
 * a guest may see it; a reload in the same tab reopens it while its lookup is valid (30 minutes).
 */
export default function OrderLookupRoute() {
  const intl = useIntl();
  const market = useMarket();
  const client = useQueryClient();
  const [token, setToken] = useState<string | null>(readLookupToken);
  const [expired, setExpired] = useState(false);
  const looked = useLookedUpOrder(token);
  const lookupClosed = looked.error instanceof ProblemError && looked.error.code === 'ORDER_LOOKUP_EXPIRED';

  useEffect(() => {
    if (!lookupClosed) return;
    forgetLookup();
    setExpired(true);
    setToken(null);
  }, [lookupClosed]);

  const found = (answer: LookupAnswer) => {
    client.setQueryData(lookedUpOrderKey(answer.token), { expiresAt: answer.expiresAt, order: answer.order });
    setExpired(false);
    setToken(answer.token);
  };
  const another = () => {
    forgetLookup();
    setToken(null);
  };

  const lookupTitle = intl.formatMessage(messages.orderLookupTitle);
  const order = token !== null ? looked.data?.order : undefined;
  const title = order ? intl.formatMessage(messages.orderDetailsTitle, { orderNo: order.number }) : lookupTitle;
  const home = { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) };
  return (
    <PageFrame
      title={title}
      robots="noindex"
      className="sf-container"
      breadcrumbs={
        order
          ? [home, { label: lookupTitle, to: localisePath(paths.orderLookup()) }, { label: title }]
          : [home, { label: title }]
      }
      {...(order ? { eyebrow: lookupTitle } : { intro: intl.formatMessage(messages.orderLookupIntro, { market }) })}
      state={
        token !== null && looked.isPending
          ? { status: 'loading', label: intl.formatMessage(orderLookupMessages.loading) }
          : token !== null && looked.isError && !lookupClosed
            ? { status: 'error', retry: () => void looked.refetch() }
            : { status: 'ready' }
      }
    >
      {order ? (
        <LookedUpOrder order={order} onAnother={another} />
      ) : (
        <OrderLookupForm
          onFound={found}
          notice={expired ? intl.formatMessage(orderLookupMessages.expired) : undefined}
        />
      )}
    </PageFrame>
  );
}
