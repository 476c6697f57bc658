import type { Availability, ProductPrice } from '@storefront/api-schemas';
import { Price } from '@storefront/ui';
import { useIntl } from 'react-intl';
import type { ResolvedBuild } from './builder-state';
import { builderMessages as messages, builderStepMessages as stepMessages } from './jewellery-builder-messages';

/** The price and availability of the build as it stands (the exact variant, size and engraving once known). */
export interface BuildQuote {
  price: ProductPrice | null;
  /** The lowest price of what the choices so far allow ("From …"), when no variant is chosen yet. */
  fromCents: number | null;
  currency: ProductPrice['currency'] | null;
  availability: Availability | null;
  resized: boolean;
}

/** Stock and dispatch of the build, in words (SPEC §4). */
export function AvailabilityNote({ availability, resized }: { availability: Availability; resized: boolean }) {
  const intl = useIntl();
  const stock = {
    in_stock: messages.inStock,
    low_stock: messages.lowStock,
    out_of_stock: messages.outOfStock,
    unavailable_online: messages.unavailableOnline,
  }[availability.stock];
  const dispatch = availability.dispatch;
  const orderable = availability.stock === 'in_stock' || availability.stock === 'low_stock';
  return (
    <ul className="sf-builder-availability">
      <li className={`sf-builder-availability__stock sf-builder-availability__stock--${availability.stock}`}>
        {intl.formatMessage(stock)}
      </li>
      {orderable && dispatch ? (
        <li>
          {dispatch.kind === 'ready_to_ship'
            ? intl.formatMessage(messages.readyToShip)
            : intl.formatMessage(messages.shipsIn, { days: dispatch.businessDays })}
        </li>
      ) : null}
      {orderable && dispatch?.date ? (
        <li>
          {intl.formatMessage(messages.dispatchBy, {
            date: intl.formatDate(`${dispatch.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </li>
      ) : null}
      {orderable && resized ? <li>{intl.formatMessage(messages.resized)}</li> : null}
    </ul>
  );
}

/** The build's choices as a description list, for the summary and the review. */
export function useBuildLines(build: ResolvedBuild): Array<{ step: keyof typeof stepMessages; value: string }> {
  const intl = useIntl();
  const lines: Array<{ step: keyof typeof stepMessages; value: string }> = [];
  if (build.setting) lines.push({ step: 'setting', value: build.setting.name });
  if (build.shape) lines.push({ step: 'shape', value: build.shape.label });
  if (build.design) lines.push({ step: 'design', value: build.design.name });
  if (build.design && build.carat !== null) {
    lines.push({ step: 'carat', value: intl.formatMessage(messages.caratValue, { carat: build.carat }) });
  }
  if (build.variant) lines.push({ step: 'metal', value: build.variant.metal.label });
  if (build.size) lines.push({ step: 'size', value: build.size.label });
  if (build.engraving) {
    lines.push({ step: 'engraving', value: intl.formatMessage(messages.engravingValue, { text: build.engraving }) });
  }
  return lines;
}

/** The price of the build: the exact one, or "From" the lowest its choices so far allow. */
export function BuildPrice({ quote, size = 'lg' }: { quote: BuildQuote; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  if (quote.price) {
    const { price } = quote;
    const member = price.memberCents !== null && price.memberCents < price.listCents ? price.memberCents : undefined;
    return (
      <Price
        amountCents={price.effectiveCents}
        currency={price.currency}
        size={size}
        {...(price.isMemberPrice ? { listAmountCents: price.listCents } : {})}
        {...(!price.isMemberPrice && member !== undefined ? { memberAmountCents: member } : {})}
      />
    );
  }
  if (quote.fromCents !== null && quote.currency) {
    return (
      <span className="sf-builder-summary__from">
        <span>{intl.formatMessage(messages.priceFrom)} </span>
        <Price amountCents={quote.fromCents} currency={quote.currency} size={size} />
      </span>
    );
  }
  return null;
}

/** The sticky panel beside the steps: the ring so far, its price and when it would leave us. */
export function BuilderSummary({
  build,
  quote,
  image,
}: {
  build: ResolvedBuild;
  quote: BuildQuote;
  image: string | null;
}) {
  const intl = useIntl();
  const lines = useBuildLines(build);
  return (
    <aside className="sf-builder-summary" aria-labelledby="sf-builder-summary-title">
      <h2 id="sf-builder-summary-title" className="sf-builder-summary__title">
        {intl.formatMessage(messages.summaryTitle)}
      </h2>
      {image ? (
        <img className="sf-builder-summary__image" src={image} alt="" width={320} height={320} decoding="async" />
      ) : null}
      {lines.length === 0 ? (
        <p className="sf-builder-summary__empty">{intl.formatMessage(messages.summaryEmpty)}</p>
      ) : (
        <dl className="sf-builder-summary__choices">
          {lines.map((line) => (
            <div key={line.step} className="sf-builder-summary__choice">
              <dt>{intl.formatMessage(stepMessages[line.step])}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="sf-builder-summary__quote" aria-live="polite">
        <BuildPrice quote={quote} />
        {quote.availability ? <AvailabilityNote availability={quote.availability} resized={quote.resized} /> : null}
      </div>
    </aside>
  );
}
