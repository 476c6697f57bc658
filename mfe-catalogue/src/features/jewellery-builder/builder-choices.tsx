import { Price, RadioGroup, TextField, type RadioOption } from '@storefront/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { ringSizeParam } from '../../lib/ring-size-param';
import type { BuildParamName, BuilderStep, ResolvedBuild } from './builder-state';
import { builderMessages as messages } from './jewellery-builder-messages';

/** A step whose choice is a set of radio cards, and the URL parameter it writes. */
export type ChoiceStep = Exclude<BuilderStep, 'engraving' | 'review'>;

export const choiceParam: Record<ChoiceStep, BuildParamName> = {
  setting: 'setting',
  shape: 'shape',
  design: 'design',
  carat: 'carat',
  metal: 'metal',
  size: 'size',
};

interface Choices {
  legend: string;
  hint?: string;
  options: RadioOption[];
  value: string | undefined;
  layout: 'stack' | 'inline';
  cards: 'text' | 'image' | 'compact';
}

function priceHint(price: { effectiveCents: number; currency: string } | null | undefined) {
  if (!price) return undefined;
  return <Price amountCents={price.effectiveCents} currency={price.currency} size="sm" />;
}

function choicesOf(step: ChoiceStep, build: ResolvedBuild, intl: IntlShape, sizeSystem: string | null): Choices {
  switch (step) {
    case 'setting':
      return {
        legend: intl.formatMessage(messages.settingLegend),
        options: build.settings.map((setting) => ({
          value: setting.slug,
          label: setting.name,
          hint: setting.description,
        })),
        value: build.setting?.slug,
        layout: 'stack',
        cards: 'text',
      };
    case 'shape':
      return {
        legend: intl.formatMessage(messages.shapeLegend),
        options: build.shapes.map((shape) => ({
          value: shape.value,
          label: shape.label,
          hint: intl.formatMessage(messages.shapeDesigns, { count: shape.count }),
        })),
        value: build.shape?.value,
        layout: 'inline',
        cards: 'compact',
      };
    case 'design':
      return {
        legend: intl.formatMessage(messages.designLegend),
        hint: intl.formatMessage(messages.designHint),
        options: build.designs.map((design) => ({
          value: design.slug,
          label: (
            <span className="sf-builder-card__media">
              <img src={design.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
              <span className="sf-builder-card__name">{design.name}</span>
            </span>
          ),
          hint: (
            <span className="sf-builder-card__price">
              {design.price.from ? <span>{intl.formatMessage(messages.priceFrom)} </span> : null}
              {priceHint(design.price)}
            </span>
          ),
        })),
        value: build.design?.slug,
        layout: 'inline',
        cards: 'image',
      };
    case 'carat':
      return {
        legend: intl.formatMessage(messages.caratLegend),
        options: build.carats.map((carat) => {
          // Each stone size priced in the metal shown, or its lowest when that metal does not come in it.
          const variants = build.variants.filter((variant) => variant.carat === carat);
          const shown = variants.find((variant) => variant.metal.code === build.variant?.metal.code) ?? variants[0];
          return {
            value: String(carat),
            label: intl.formatMessage(messages.caratValue, { carat }),
            hint: priceHint(shown?.price),
          };
        }),
        value: build.carat === null ? undefined : String(build.carat),
        layout: 'inline',
        cards: 'compact',
      };
    case 'metal':
      return {
        legend: intl.formatMessage(messages.metalLegend),
        options: build.metals.map((variant) => ({
          value: variant.metal.code,
          label: variant.metal.label,
          hint: priceHint(variant.price),
        })),
        value: build.variant?.metal.code,
        layout: 'inline',
        cards: 'compact',
      };
    case 'size': {
      const system = sizeSystem === 'numeric' ? 'numeric' : 'letter';
      return {
        legend: intl.formatMessage(messages.sizeLegend),
        hint: intl.formatMessage(messages.sizeHint, { system: sizeSystem ?? 'letter' }),
        // The address keeps the size in the market's system (`size=6.5` in Canada), as the product page does.
        options: build.sizes.map((size) => ({
          value: ringSizeParam(size, system),
          label: size.label,
          ...(size.quantity > 0 ? { hint: intl.formatMessage(messages.sizeInStock) } : {}),
        })),
        value: build.size ? ringSizeParam(build.size, system) : undefined,
        layout: 'inline',
        cards: 'compact',
      };
    }
  }
}

interface BuilderChoicesProps {
  step: ChoiceStep;
  build: ResolvedBuild;
  sizeSystem: string | null;
  error: string | null;
  onChoose: (step: ChoiceStep, value: string) => void;
}

/** One step's choice as radio cards in a fieldset with its legend (the question) and announced error. */
export function BuilderChoices({ step, build, sizeSystem, error, onChoose }: BuilderChoicesProps) {
  const intl = useIntl();
  const choices = choicesOf(step, build, intl, sizeSystem);
  return (
    <RadioGroup
      name={`builder-${step}`}
      legend={choices.legend}
      {...(choices.hint ? { hint: choices.hint } : {})}
      options={choices.options}
      value={choices.value ?? ''}
      onChange={(value) => onChoose(step, value)}
      error={error ?? undefined}
      layout={choices.layout}
      className={`sf-builder-choices sf-builder-choices--${choices.cards}`}
    />
  );
}

interface EngravingFieldProps {
  value: string;
  maxChars: number;
  error: string | null;
  onChange: (value: string) => void;
}

/** The optional engraving, checked against the piece's limit when the shopper moves on. */
export function EngravingField({ value, maxChars, error, onChange }: EngravingFieldProps) {
  const intl = useIntl();
  return (
    <fieldset className="sf-builder-engraving">
      <legend className="sf-field__label">{intl.formatMessage(messages.engravingLabel)}</legend>
      <TextField
        name="engraving"
        label={intl.formatMessage(messages.engravingText)}
        hideLabel
        hint={intl.formatMessage(messages.engravingHint, { max: maxChars })}
        value={value}
        autoComplete="off"
        spellCheck={false}
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </fieldset>
  );
}
