import type { Availability, ProductPrice, ProductDetailData, ProductVariant } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { useFormatMoney } from '@storefront/i18n';
import { Alert, Button, CheckboxField, SelectField } from '@storefront/ui';
import { engravingSchema, useValidatedForm, validationMessages } from '@storefront/validation';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { addToBag } from '../../lib/bag-actions';
import { AddedToBagPanel, type AddedItem } from './added-to-bag-panel';
import { CarePlanTermsLink } from './care-plan-terms-link';
import type { PdpPreferences, ProductAddon } from './product-detail-api';
import { productDetailMessages as messages } from './product-detail-messages';
import { ProductAvailability } from './product-availability';
import { SelectionTotal } from './selection-total';
import { StoreOptions } from './store-options';
import { VariantOptions } from './variant-options';

/** What the ring size slot gets: the market's sizes, the chosen code, its error and the select to focus. */
export interface RingSizeSlotProps {
  sizes: ReadonlyArray<{ code: string; label: string; quantity: number }>;
  /** `letter` (AU, NZ: H–T) or `numeric` (CA: 4–10 in halves). */
  system: 'letter' | 'numeric';
  /** The chosen size code, or `''`. */
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  selectRef: RefObject<HTMLSelectElement | null>;
  /** Sizes without stock cannot be ordered (not resizable, not made to order): the select says so. */
  markOutOfStock: boolean;
  /** The content service's size guide intro and page (null while it loads or when it fails). */
  guide: { intro: string; url: string | null } | null;
}

/** What the engraving slot gets: the product's limit, the text and its localised error (its input is named `engraving`). */
export interface EngravingSlotProps {
  maxChars: number;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Business days engraving adds to dispatch. */
  delayDays: number;
}

/** Parts of the page other features provide; the route composes them (features never import each other). */
export interface ProductDetailSlots {
  ringSize: (props: RingSizeSlotProps) => ReactNode;
  engraving: (props: EngravingSlotProps) => ReactNode;
  /** Share, virtual try-on and the like, beside the wishlist button, for the product and the chosen variant. */
  tools?: ((product: ProductDetailData, variant: ProductVariant) => ReactNode) | undefined;
}

const MAX_QUANTITY = 5;

type Failure = { message: MessageDescriptor; values?: Record<string, string>; refresh: boolean };

function failureOf(error: unknown, addons: readonly ProductAddon[]): Failure {
  if (error instanceof ProblemError) {
    if (error.code === 'ADDON_UNAVAILABLE') {
      // The bag took nothing: name the add-on it refused, so the shopper can untick it.
      const addon = addons.find((candidate) => candidate.sku === error.extensions['sku']);
      const reason = error.extensions['reason'] === 'INSUFFICIENT_STOCK' ? 'stock' : 'online';
      if (addon)
        return { message: messages.errorAddonUnavailable, values: { name: addon.name, reason }, refresh: false };
    }
    if (error.code === 'INSUFFICIENT_STOCK') return { message: messages.errorInsufficientStock, refresh: false };
    if (error.code === 'PRODUCT_UNAVAILABLE_ONLINE')
      return { message: messages.errorUnavailableOnline, refresh: false };
    if (error.code === 'CARE_PLAN_NOT_AVAILABLE') return { message: messages.errorCarePlan, refresh: false };
  }
  return { message: messages.errorTrouble, refresh: true };
}

const buyFields = ['engraving'] as const;

interface BuyBoxProps {
  product: ProductDetailData;
  variant: ProductVariant;
  price: ProductPrice | null;
  availability: Availability;
  /** Resized from another size: the chosen size's label. */
  resizedSize: string | null;
  onVariantChange: (variant: ProductVariant) => void;
  sizeCode: string;
  onSizeChange: (code: string) => void;
  engravingEnabled: boolean;
  onEngravingEnabledChange: (enabled: boolean) => void;
  preferences: PdpPreferences | null;
  engravingDelayDays: number;
  slots: ProductDetailSlots;
}

/**
 * Everything that turns the choice into a bag line: variants, ring size, engraving, care plan, add-ons, quantity,
 * availability, add to bag (with its checks, confirmation and errors) and the in-store options.
 */
export function BuyBox(props: BuyBoxProps) {
  const { product, variant, price, availability, sizeCode, engravingEnabled, preferences, slots } = props;
  const intl = useIntl();
  const money = useFormatMoney();
  const sizeRef = useRef<HTMLSelectElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [sizeError, setSizeError] = useState(false);
  const [engravingText, setEngravingText] = useState('');
  const [engravingTouched, setEngravingTouched] = useState(false);
  const [carePlan, setCarePlan] = useState(false);
  const [addonSkus, setAddonSkus] = useState<ReadonlySet<string>>(new Set());
  const [quantity, setQuantity] = useState(1);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState<AddedItem | null>(null);

  const sized = product.flags.sized && product.sizing !== null;
  const sizeLabel = product.sizing?.sizes.find((size) => size.code === sizeCode)?.label ?? null;
  const maxChars = product.engraving.maxChars ?? 0;
  const engravable = product.engraving.allowed && maxChars > 0;
  const engraved = engravable && engravingEnabled;
  const ensureSize = (): boolean => {
    if (!sized || sizeCode !== '') return true;
    setSizeError(true);
    sizeRef.current?.focus();
    return false;
  };
  // The buy box's one typed field is the engraving: checked against the product's limit as the shopper types.
  const buyForm = useValidatedForm({
    schema: v.object({ engraving: engravingSchema(maxChars) }),
    fields: buyFields,
    values: { engraving: engravingText },
    messageValues: { length: maxChars },
    // Blank text is only an error once the shopper has left the field or tried to add; bad characters and length
    // show as they type.
    showWhileTyping: (_field, id) => engraved && (id !== validationMessages.required.id || engravingTouched),
    serverField: (path) => (engraved ? path : undefined),
    onFailure: (error, shownOnFields) => {
      if (shownOnFields) return;
      if (error instanceof ProblemError && error.code === 'SIZE_REQUIRED') ensureSize();
      else setFailure(failureOf(error, product.addons));
    },
  });
  const orderable = price !== null && (availability.stock === 'in_stock' || availability.stock === 'low_stock');
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, availability.orderable ?? 1));

  const chosenAddons = product.addons.filter((addon) => addonSkus.has(addon.sku));

  const onAdd = () => {
    setFailure(null);
    setAdded(null);
    const sizeOk = ensureSize();
    setEngravingTouched(true);
    if (!sizeOk) return;
    let text: string | undefined;
    if (engraved) {
      const checked = buyForm.validate();
      if (!checked.success) return;
      text = checked.output.engraving;
    }
    if (!price) return;
    void buyForm.run(async () => {
      // One call: the bag takes the piece and its add-ons together, or none of them.
      await addToBag(
        {
          sku: variant.sku,
          quantity,
          size: sized ? sizeCode : undefined,
          engraving: text,
          carePlan,
          addons: chosenAddons.map((addon) => ({ sku: addon.sku, priceCents: addon.price.effectiveCents })),
        },
        price.effectiveCents,
      );
      setAdded({
        name: product.name,
        image: variant.image,
        metal: variant.metal.label,
        sizeLabel: sized ? sizeLabel : null,
        engraving: text ?? null,
        carePlan,
        addonCount: chosenAddons.length,
        priceCents: price.effectiveCents * quantity,
        currency: price.currency,
      });
    });
  };

  const addLabel = orderable
    ? messages.addToBag
    : availability.stock === 'unavailable_online' || price === null
      ? messages.addToBagUnavailable
      : messages.addToBagOutOfStock;

  return (
    <div className="sf-pdp-buy" ref={buyForm.ref}>
      <VariantOptions variants={product.variants} current={variant} onSelect={props.onVariantChange} />
      {sized && product.sizing
        ? slots.ringSize({
            sizes: product.sizing.sizes,
            system: product.sizing.system,
            value: sizeCode,
            onChange: (code) => {
              setSizeError(false);
              props.onSizeChange(code);
            },
            error: sizeError && sizeCode === '' ? intl.formatMessage(messages.sizeRequired) : undefined,
            selectRef: sizeRef,
            markOutOfStock: !product.flags.resizable && !product.flags.madeToOrder,
            guide: preferences?.ringSizeGuide ?? null,
          })
        : null}
      {engravable
        ? slots.engraving({
            maxChars,
            enabled: engravingEnabled,
            onEnabledChange: (enabled) => {
              buyForm.clearErrors();
              props.onEngravingEnabledChange(enabled);
            },
            text: engravingText,
            onTextChange: (text) => {
              buyForm.clearError('engraving');
              setEngravingText(text);
            },
            onBlur: () => setEngravingTouched(true),
            error: buyForm.errorOf('engraving'),
            delayDays: props.engravingDelayDays,
          })
        : null}
      {product.flags.carePlanEligible && product.carePlan ? (
        <CheckboxField
          label={intl.formatMessage(messages.carePlanLabel, {
            price: money(product.carePlan.priceCents, product.carePlan.currency),
            months: product.carePlan.termMonths,
          })}
          hint={
            <>
              {preferences?.pcpSummary ? <span>{preferences.pcpSummary} </span> : null}
              <CarePlanTermsLink href={preferences?.pcpLink} fallbackHref={product.carePlan.termsUrl} />
            </>
          }
          checked={carePlan}
          onChange={(event) => setCarePlan(event.currentTarget.checked)}
        />
      ) : null}
      {product.addons.length > 0 ? (
        <AddonChoices addons={product.addons} chosen={addonSkus} onChange={setAddonSkus} />
      ) : null}
      {orderable ? (
        <SelectionTotal
          unitCents={price.effectiveCents}
          currency={price.currency}
          quantity={Math.min(quantity, maxQuantity)}
          carePlanCents={carePlan && product.carePlan ? product.carePlan.priceCents : 0}
          addons={chosenAddons}
        />
      ) : null}
      <ProductAvailability
        availability={availability}
        madeToOrder={product.flags.madeToOrder}
        resizedSize={props.resizedSize}
      />
      <div className="sf-pdp-buy__actions">
        {orderable ? (
          <SelectField
            label={intl.formatMessage(messages.quantity)}
            fieldClassName="sf-pdp-buy__quantity"
            options={Array.from({ length: maxQuantity }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            value={String(Math.min(quantity, maxQuantity))}
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
          />
        ) : null}
        <Button
          ref={addRef}
          size="lg"
          fullWidth
          busy={buyForm.pending}
          disabled={!orderable}
          onClick={onAdd}
          className="sf-pdp-buy__add"
        >
          {intl.formatMessage(addLabel)}
        </Button>
      </div>
      {failure ? (
        <Alert
          variant="error"
          action={
            failure.refresh ? (
              <Button variant="secondary" size="sm" onClick={() => globalThis.location.reload()}>
                {intl.formatMessage(messages.refreshPage)}
              </Button>
            ) : undefined
          }
        >
          {intl.formatMessage(failure.message, failure.values)}
        </Alert>
      ) : null}
      {added ? (
        <AddedToBagPanel
          item={added}
          onContinue={() => {
            setAdded(null);
            addRef.current?.focus();
          }}
        />
      ) : null}
      <StoreOptions
        sku={variant.sku}
        size={sized && sizeCode ? sizeCode : undefined}
        productName={product.name}
        sizeLabel={sized && sizeLabel ? sizeLabel : undefined}
        engraved={engraved}
        ensureSize={ensureSize}
      />
    </div>
  );
}

interface AddonChoicesProps {
  addons: readonly ProductAddon[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

/** Pendants, connectors and charms offered with this piece; each chosen one becomes its own bag line. */
function AddonChoices({ addons, chosen, onChange }: AddonChoicesProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const toggle = (sku: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(sku);
    else next.delete(sku);
    onChange(next);
  };
  return (
    <fieldset className="sf-pdp-addons">
      <legend className="sf-field__label">{intl.formatMessage(messages.addonsLegend)}</legend>
      <ul className="sf-pdp-addons__list">
        {addons.map((addon) => (
          <li key={addon.sku} className="sf-pdp-addons__item">
            <img src={addon.image} alt="" width={56} height={56} loading="lazy" className="sf-pdp-addons__image" />
            <CheckboxField
              label={intl.formatMessage(messages.addonLabel, {
                name: addon.name,
                price: money(addon.price.effectiveCents, addon.price.currency),
                kind: addon.addonKind,
              })}
              checked={chosen.has(addon.sku)}
              onChange={(event) => toggle(addon.sku, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
