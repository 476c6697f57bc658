import type { BagLine as BagLineData } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { Button, CheckboxField, Price, SelectField } from '@storefront/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '@storefront/i18n';
import { bagMessages as messages } from './bag-messages';

/** What the shopper is doing to a line right now. */
export type LineAction = 'quantity' | 'remove' | 'save' | 'move' | 'carePlan';

/** Highest quantity offered in the selector (the API allows up to 99 a line). */
const MAX_CHOICE = 10;

export interface BagLineProps {
  line: BagLineData;
  currency: string;
  /** In the bag, or in the saved-for-later list. */
  place: 'bag' | 'saved';
  busy: LineAction | null;
  /** A failed change of this line, in the shopper's words. */
  error: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onSaveForLater: () => void;
  onMoveToBag: () => void;
  onCarePlan: (selected: boolean) => void;
}

const stockMessages = {
  in_stock: messages.stockInStock,
  low_stock: messages.stockLowStock,
  out_of_stock: messages.stockOutOfStock,
  unavailable_online: messages.stockUnavailableOnline,
} as const;

/** One piece in the bag (or saved for later): picture, options, availability, price and its actions. */
export function BagLine({
  line,
  currency,
  place,
  busy,
  error,
  headingRef,
  onQuantity,
  onRemove,
  onSaveForLater,
  onMoveToBag,
  onCarePlan,
}: BagLineProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const inBag = place === 'bag';
  const productPath = localisePath(paths.product(line.slug));
  const { availability } = line;
  const unavailable = line.problems.includes('PRODUCT_UNAVAILABLE_ONLINE');
  const insufficient = line.problems.includes('INSUFFICIENT_STOCK');
  const problemId = `checkout-line-problem-${line.id}`;
  const errorId = `checkout-line-error-${line.id}`;
  const busyAny = busy !== null;

  const highest = Math.max(line.quantity, Math.min(MAX_CHOICE, Math.max(availability.orderable, 1)));
  const quantityOptions = Array.from({ length: highest }, (_, index) => ({
    value: String(index + 1),
    label: intl.formatNumber(index + 1),
  }));

  const memberPaid =
    line.memberUnitCents !== null && line.unitCents === line.memberUnitCents && line.unitCents < line.listUnitCents;
  const memberOffered =
    line.memberUnitCents !== null && !memberPaid && line.memberUnitCents < line.unitCents
      ? line.memberUnitCents
      : undefined;

  let problem: string | null = null;
  if (inBag && unavailable) problem = intl.formatMessage(messages.lineUnavailableOnline);
  else if (inBag && insufficient && availability.orderable === 0) problem = intl.formatMessage(messages.lineOutOfStock);
  else if (inBag && insufficient) {
    problem = intl.formatMessage(messages.lineInsufficient, { available: availability.orderable });
  }

  const describedBy = [problem ? problemId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <article
      className={`checkout-line${problem ? ' checkout-line--problem' : ''}`}
      aria-labelledby={`checkout-line-name-${line.id}`}
      aria-busy={busyAny || undefined}
    >
      <Link to={productPath} className="checkout-line__image-link" tabIndex={-1} aria-hidden="true">
        <img className="checkout-line__image" src={line.imageUrl} alt="" width={160} height={160} loading="lazy" />
      </Link>
      <div className="checkout-line__main">
        <h3 className="checkout-line__name" id={`checkout-line-name-${line.id}`} ref={headingRef} tabIndex={-1}>
          <Link to={productPath}>{line.name}</Link>
        </h3>
        <dl className="checkout-line__options">
          <div>
            <dt>{intl.formatMessage(messages.metal)}</dt>
            <dd>{line.metalLabel ?? line.metal}</dd>
          </div>
          {line.size ? (
            <div>
              <dt>{intl.formatMessage(messages.size)}</dt>
              <dd>{line.sizeLabel ?? line.size}</dd>
            </div>
          ) : null}
          {line.engravable || line.engraving ? (
            <div>
              <dt>{intl.formatMessage(messages.engraving)}</dt>
              <dd>
                {line.engraving
                  ? intl.formatMessage(messages.engravingText, { text: line.engraving })
                  : intl.formatMessage(messages.engravingNone)}
              </dd>
            </div>
          ) : null}
          {line.carePlan && (line.carePlan.selected || !inBag) ? (
            <div>
              <dt>{intl.formatMessage(messages.carePlan)}</dt>
              <dd>
                {line.carePlan.selected
                  ? intl.formatMessage(messages.carePlanChosen, {
                      months: line.carePlan.termMonths,
                      price: money(line.carePlan.priceCents, currency),
                    })
                  : intl.formatMessage(messages.carePlanNone)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={`checkout-line__stock checkout-line__stock--${availability.stock}`}>
          {intl.formatMessage(stockMessages[availability.stock])}
          {availability.dispatch ? (
            <span className="checkout-line__dispatch">
              {availability.dispatch.kind === 'ready_to_ship'
                ? intl.formatMessage(messages.readyToShip)
                : intl.formatMessage(messages.shipsIn, { days: availability.dispatch.businessDays })}
            </span>
          ) : null}
        </p>
        {inBag && line.carePlan ? (
          <CheckboxField
            label={intl.formatMessage(messages.carePlanAdd, {
              months: line.carePlan.termMonths,
              price: money(line.carePlan.priceCents, currency),
            })}
            checked={line.carePlan.selected}
            disabled={busyAny || unavailable}
            onChange={(event) => onCarePlan(event.target.checked)}
            fieldClassName="checkout-line__care-plan"
          />
        ) : null}
        {problem ? (
          <div className="checkout-line__problem" id={problemId}>
            <p>{problem}</p>
            {insufficient && !unavailable && availability.orderable > 0 ? (
              <Button
                size="sm"
                variant="secondary"
                busy={busy === 'quantity'}
                onClick={() => onQuantity(availability.orderable)}
              >
                {intl.formatMessage(messages.adjustQuantity, { available: availability.orderable })}
              </Button>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p className="checkout-line__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="checkout-line__side">
        <div className="checkout-line__price">
          <Price
            amountCents={line.unitCents}
            currency={currency}
            {...(line.listUnitCents > line.unitCents ? { listAmountCents: line.listUnitCents } : {})}
            {...(memberOffered !== undefined ? { memberAmountCents: memberOffered } : {})}
            size="sm"
          />
          {memberPaid ? (
            <span className="checkout-line__member">{intl.formatMessage(messages.memberPricePaid)}</span>
          ) : null}
          {line.quantity > 1 && inBag ? (
            <span className="checkout-line__each">
              {intl.formatMessage(messages.unitPrice, { price: money(line.unitCents, currency) })}
            </span>
          ) : null}
        </div>
        {inBag ? (
          <>
            <SelectField
              label={intl.formatMessage(messages.quantity)}
              options={quantityOptions}
              value={String(line.quantity)}
              disabled={unavailable}
              aria-busy={busy === 'quantity' || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                if (!busyAny) onQuantity(Number(event.target.value));
              }}
              fieldClassName="checkout-line__quantity"
            />
            {line.lineCents !== line.unitCents ? (
              <p className="checkout-line__total">
                <span className="sf-visually-hidden">{intl.formatMessage(messages.lineTotal)} </span>
                {money(line.lineCents, currency)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="checkout-line__actions">
        {inBag ? (
          <Button
            variant="link"
            size="sm"
            busy={busy === 'save'}
            onClick={onSaveForLater}
            aria-label={intl.formatMessage(messages.saveForLaterName, { name: line.name })}
          >
            {intl.formatMessage(messages.saveForLater)}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            busy={busy === 'move'}
            onClick={onMoveToBag}
            aria-label={intl.formatMessage(messages.moveToBagName, { name: line.name })}
          >
            {intl.formatMessage(messages.moveToBag)}
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          busy={busy === 'remove'}
          onClick={onRemove}
          aria-label={intl.formatMessage(inBag ? messages.removeName : messages.removeSavedName, { name: line.name })}
        >
          {intl.formatMessage(messages.remove)}
        </Button>
      </div>
    </article>
  );
}
