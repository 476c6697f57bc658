import { localisePath, safeLinkTarget } from '@storefront/contracts';
import { Button, Dialog, SelectField } from '@storefront/ui';
import { useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ringSizeChart } from './ring-size-chart';
import { ringSizeMessages as messages } from './ring-size-messages';
import './ring-size.css';

type RingSize = { code: string; label: string; quantity: number };

interface RingSizeFieldProps {
  /** The market's sizes (labels per market: letters in AU and NZ, numbers in Canada), smallest first. */
  sizes: readonly RingSize[];
  system: 'letter' | 'numeric';
  /** The chosen size code, or `''`. */
  value: string;
  onChange: (code: string) => void;
  /** The localised error ("Please select a ring size"), announced by the field. */
  error: string | undefined;
  selectRef: RefObject<HTMLSelectElement | null>;
  /** Say which sizes are out of stock (pieces that are neither resized nor made to order). */
  markOutOfStock: boolean;
  /** The size guide's intro and page from the content service. */
  guide: { intro: string; url: string | null } | null;
}

/** The ring size select (required before buying, collecting or reserving) and the market's size guide. */
export function RingSizeField({
  sizes,
  system,
  value,
  onChange,
  error,
  selectRef,
  markOutOfStock,
  guide,
}: RingSizeFieldProps) {
  const intl = useIntl();
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <div className="sf-ring-size">
      <SelectField
        ref={selectRef}
        label={intl.formatMessage(messages.label)}
        hint={intl.formatMessage(system === 'letter' ? messages.hintLetter : messages.hintNumeric)}
        placeholder={intl.formatMessage(messages.placeholder)}
        required
        options={sizes.map((size) => ({
          value: size.code,
          label:
            markOutOfStock && size.quantity === 0
              ? intl.formatMessage(messages.optionOutOfStock, { size: size.label })
              : size.label,
        }))}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      <Button variant="link" size="sm" className="sf-ring-size__guide-button" onClick={() => setGuideOpen(true)}>
        {intl.formatMessage(messages.guideButton)}
      </Button>
      <Dialog
        open={guideOpen}
        onClose={() => setGuideOpen(false)}
        title={intl.formatMessage(messages.guideTitle)}
        size="lg"
        footer={<Button onClick={() => setGuideOpen(false)}>{intl.formatMessage(messages.guideClose)}</Button>}
      >
        <RingSizeGuide sizes={sizes} chosen={value} guide={guide} />
      </Dialog>
    </div>
  );
}

function RingSizeGuide({
  sizes,
  chosen,
  guide,
}: {
  sizes: readonly RingSize[];
  chosen: string;
  guide: RingSizeFieldProps['guide'];
}) {
  const intl = useIntl();
  const mm = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // The guide's page comes from the content service: followed only where the safe-navigation rule allows.
  const guideLink = safeLinkTarget(guide?.url);
  return (
    <div className="sf-ring-size__guide sf-stack">
      <p>{guide?.intro ?? intl.formatMessage(messages.guideIntro)}</p>
      <table className="sf-ring-size__table">
        <caption className="sf-visually-hidden">{intl.formatMessage(messages.guideCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.columnSize)}</th>
            <th scope="col">{intl.formatMessage(messages.columnDiameter)}</th>
            <th scope="col">{intl.formatMessage(messages.columnCircumference)}</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => {
            const measure = ringSizeChart[size.code];
            return (
              <tr key={size.code} className={size.code === chosen ? 'sf-ring-size__row--chosen' : undefined}>
                <th scope="row">{size.label}</th>
                <td>{measure ? mm(measure.diameterMm) : null}</td>
                <td>{measure ? mm(measure.circumferenceMm) : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {guideLink ? (
        <p>
          {guideLink.kind === 'in-app' ? (
            <Link to={localisePath(guideLink.path)}>{intl.formatMessage(messages.guideMore)}</Link>
          ) : (
            <a href={guideLink.href} rel="noopener noreferrer">
              {intl.formatMessage(messages.guideMore)}
            </a>
          )}
        </p>
      ) : null}
    </div>
  );
}
