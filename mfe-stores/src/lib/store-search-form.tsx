import { Button, Icon, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { storeSearchMessages as messages } from './store-search-messages';
import { storeSearchSchema } from './store-search-schemas';

const fields = ['location'] as const;

/** A position the browser gave, rounded to about 10 m. */
export interface SearchPosition {
  lat: number;
  lng: number;
}

/** Props of {@link StoreSearchForm}. */
export interface StoreSearchFormProps {
  /** What the field starts with (the address's `q`). */
  initialLocation?: string;
  /** The API's problem with the searched place (unknown place), shown on the field. */
  placeError?: string | undefined;
  /** A valid typed place. */
  onSearch: (location: string) => void;
  /** The browser's position, once the shopper allowed it. */
  onLocate: (position: SearchPosition) => void;
  /**
   * Drawn inside another page's form (a widget in the checkout's delivery step): a search region with its own button
   * and Enter key instead of a form of its own, since a form inside a form submits the page's.
   */
  embedded?: boolean | undefined;
}

type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The store finder's search: a postcode, suburb or city, checked in the browser ('Please enter location'), or the
 * browser's position, asked for only when the shopper presses "Use my location"; a refusal or a failure says so.
 */
export function StoreSearchForm({
  initialLocation = '',
  placeError,
  onSearch,
  onLocate,
  embedded = false,
}: StoreSearchFormProps) {
  const intl = useIntl();
  const [locate, setLocate] = useState<LocateState>('idle');
  // Embedded, there is no form to read the field from: the field is kept here.
  const [typed, setTyped] = useState(initialLocation);
  const { onSubmit, submit, errorOf, ref, clearErrors } = useValidatedForm({
    schema: storeSearchSchema,
    fields,
    ...(embedded ? { values: { location: typed } } : {}),
    onValid: (output) => {
      setLocate('idle');
      onSearch(output.location);
    },
  });

  function locateMe() {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setLocate('unavailable');
      return;
    }
    clearErrors();
    setLocate('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setLocate('idle');
        onLocate({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="sf-stores-search">
      {embedded ? (
        <div
          role="search"
          ref={ref}
          aria-label={intl.formatMessage(messages.region)}
          className="sf-stores-search__form"
        >
          <TextField
            name="location"
            label={intl.formatMessage(messages.locationLabel)}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches, as in a form of its own, and never submits the page's form around it.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void submit();
            }}
            error={errorOf('location') ?? placeError}
            autoComplete="postal-code"
            fieldClassName="sf-stores-search__field"
            required
          />
          <Button type="button" className="sf-stores-search__submit" onClick={() => void submit()}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      ) : (
        <form
          role="search"
          noValidate
          ref={ref}
          onSubmit={onSubmit}
          aria-label={intl.formatMessage(messages.region)}
          className="sf-stores-search__form"
        >
          <TextField
            key={initialLocation}
            name="location"
            label={intl.formatMessage(messages.locationLabel)}
            defaultValue={initialLocation}
            error={errorOf('location') ?? placeError}
            autoComplete="postal-code"
            fieldClassName="sf-stores-search__field"
            required
          />
          <Button type="submit" className="sf-stores-search__submit">
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
      )}
      <div className="sf-stores-search__locate">
        <span className="sf-stores-search__or" aria-hidden="true">
          {intl.formatMessage(messages.or)}
        </span>
        <Button
          type="button"
          variant="secondary"
          onClick={locateMe}
          aria-disabled={locate === 'locating' || undefined}
          className="sf-stores-search__locate-button"
        >
          <Icon name="location" />
          {intl.formatMessage(locate === 'locating' ? messages.locating : messages.useMyLocation)}
        </Button>
      </div>
      <p role="status" className="sf-stores-search__locate-note">
        {locate === 'denied' ? intl.formatMessage(messages.locationDenied) : null}
        {locate === 'unavailable' ? intl.formatMessage(messages.locationUnavailable) : null}
      </p>
    </div>
  );
}
