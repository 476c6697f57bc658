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
}

type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The store finder's search: a postcode, suburb or city, checked in the browser ('Please enter location'), or the
 * browser's position, asked for only when the shopper presses "Use my location"; a refusal or a failure says so.
 */
export function StoreSearchForm({ initialLocation = '', placeError, onSearch, onLocate }: StoreSearchFormProps) {
  const intl = useIntl();
  const [locate, setLocate] = useState<LocateState>('idle');
  const { onSubmit, errorOf, ref, clearErrors } = useValidatedForm({
    schema: storeSearchSchema,
    fields,
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
      <form
        role="search"
        noValidate
        ref={ref}
        onSubmit={(event) => {
          // Mounted inside another page's form (the checkout's delivery step), the search is not that form's submit.
          event.stopPropagation();
          onSubmit(event);
        }}
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
