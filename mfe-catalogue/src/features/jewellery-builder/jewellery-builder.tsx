import { useIsMember, useLocale } from '@storefront/contracts';
import { Alert, Button, RetryAlert, Spinner, VisuallyHidden } from '@storefront/ui';
import { engravingSchema, useValidatedForm } from '@storefront/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCommittedSearchParams } from '../../lib/use-committed-search-params';
import * as v from 'valibot';
import { BuilderChoices, choiceParam, EngravingField, type ChoiceStep } from './builder-choices';
import { BuilderReview } from './builder-review';
import {
  canVisit,
  readBuildParams,
  resolveBuild,
  withBuildChanges,
  type BuildParamName,
  type BuilderStep,
  type ResolvedBuild,
} from './builder-state';
import { BuilderSummary, type BuildQuote } from './builder-summary';
import {
  fetchDesignDetail,
  fetchDesigns,
  fetchSettings,
  type DesignDetail,
  type Designs,
} from './jewellery-builder-api';
import { builderMessages as messages, builderStepMessages as stepMessages } from './jewellery-builder-messages';
import './jewellery-builder.css';

type Changes = Partial<Record<BuildParamName, string | null>>;

/** What a new choice makes obsolete: designs belong to a setting and a shape. */
const clearedBy: Partial<Record<BuildParamName, BuildParamName[]>> = {
  setting: ['design'],
  shape: ['design'],
};

/** Loads the builder's options level by level (settings, then shapes and designs, then the design) and resolves the URL. */
function useBuild(search: URLSearchParams) {
  const locale = useLocale();
  const member = useIsMember();
  const params = useMemo(() => readBuildParams(search), [search]);

  const settings = useQuery({
    queryKey: ['catalogue', 'builder-settings', locale, member],
    queryFn: ({ signal }) => fetchSettings(signal),
  });
  const settingsData = settings.data;
  const first = resolveBuild(params, {
    settings: settingsData,
    settingListing: undefined,
    shapeListing: undefined,
    detail: undefined,
  });

  const settingPath = first.setting?.path ?? null;
  const settingListing = useQuery({
    queryKey: ['catalogue', 'builder-designs', locale, member, settingPath, null],
    queryFn: ({ signal }) => fetchDesigns(settingPath ?? '', null, signal),
    enabled: settingPath !== null,
  });
  const settingListingData = settingPath ? settingListing.data : undefined;
  const second = resolveBuild(params, {
    settings: settingsData,
    settingListing: settingListingData,
    shapeListing: undefined,
    detail: undefined,
  });

  const shape = settingPath ? (second.shape?.value ?? null) : null;
  const shapeListing = useQuery({
    queryKey: ['catalogue', 'builder-designs', locale, member, settingPath, shape],
    queryFn: ({ signal }) => fetchDesigns(settingPath ?? '', shape, signal),
    enabled: shape !== null,
  });
  const shapeListingData = shape ? shapeListing.data : undefined;
  const third = resolveBuild(params, {
    settings: settingsData,
    settingListing: settingListingData,
    shapeListing: shapeListingData,
    detail: undefined,
  });

  const slug = third.design?.slug ?? null;
  const design = useQuery({
    queryKey: ['catalogue', 'builder-design', locale, member, slug, null, null, false],
    queryFn: ({ signal }) => fetchDesignDetail(slug ?? '', { sku: null, size: null, engraving: false }, signal),
    enabled: slug !== null,
  });
  const detail = slug ? design.data : undefined;
  const build = resolveBuild(params, {
    settings: settingsData,
    settingListing: settingListingData,
    shapeListing: shapeListingData,
    detail,
  });

  // The exact variant, size and engraving: its price and availability with the dispatch date.
  const sku = detail ? (build.variant?.sku ?? null) : null;
  const size = build.size?.code ?? null;
  const engraved = build.engraving !== '';
  const quoteResource = useQuery({
    queryKey: ['catalogue', 'builder-design', locale, member, slug, sku, size, engraved],
    queryFn: ({ signal }) => fetchDesignDetail(slug ?? '', { sku, size, engraving: engraved }, signal),
    enabled: sku !== null,
  });
  const exact = sku ? quoteResource.data : undefined;

  const needed = [settings, settingListing, shapeListing, design, quoteResource];
  const failed = needed.filter((resource) => resource.isError && !resource.isFetching);
  const loading = needed.some((resource) => resource.isLoading);
  return {
    params,
    build,
    detail,
    quote: quoteOf(build, exact, shapeListingData ?? settingListingData),
    failed: failed.length > 0,
    loading,
    retry: () => failed.forEach((resource) => void resource.refetch()),
  };
}

function quoteOf(build: ResolvedBuild, exact: DesignDetail | undefined, listing: Designs | undefined): BuildQuote {
  const { variant, design } = build;
  if (variant?.price) {
    const matches = exact?.selected.sku === variant.sku;
    return {
      price: (matches ? exact?.selected.price : null) ?? variant.price,
      fromCents: null,
      currency: variant.price.currency,
      availability: matches && exact ? exact.selected.availability : variant.availability,
      resized: matches && exact ? exact.selected.resized : false,
    };
  }
  if (design) {
    return {
      price: null,
      fromCents: design.price.effectiveCents,
      currency: design.price.currency,
      availability: null,
      resized: false,
    };
  }
  return {
    price: null,
    fromCents: build.setting ? (listing?.priceRange?.minCents ?? null) : null,
    currency: listing?.currency ?? null,
    availability: null,
    resized: false,
  };
}

const engravingFields = ['engraving'] as const;

/**
 * The jewellery builder: an engagement ring built step by step (setting, stone shape, design, stone size, metal, ring
 * size, engraving, review) and added to the bag as one line. Every choice and the step live in the URL, so a build
 * can be shared and survives a reload; choices that are not available are dropped.
 */
export default function JewelleryBuilder() {
  const intl = useIntl();
  // A choice shows at once (the card stays selected) while the router commits the new address.
  const [search, setSearch] = useCommittedSearchParams();
  const { params, build, detail, quote, failed, loading, retry } = useBuild(search);
  const [stepError, setStepError] = useState<{ step: BuilderStep; message: string } | null>(null);
  const [draft, setDraft] = useState<{ from: string | null; text: string }>({ from: null, text: '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const current = build.current;
  const index = build.steps.indexOf(current);
  const engravingText = draft.from === params.engraving ? draft.text : (params.engraving ?? '');
  const maxEngravingChars = build.maxEngravingChars ?? 0;
  // The engraving step's text, checked against the design's limit and characters when the shopper moves on.
  const engravingForm = useValidatedForm({
    schema: v.object({ engraving: engravingSchema(maxEngravingChars) }),
    fields: engravingFields,
    values: { engraving: engravingText.trim() },
    messageValues: { length: maxEngravingChars },
  });

  const change = (changes: Changes, history: 'push' | 'replace') =>
    setSearch((previous) => withBuildChanges(previous, changes), { replace: history === 'replace' });

  // A shared or old link may name a setting, design or size that is not (or no longer) available: drop it.
  const invalid = build.invalid.join(',');
  useEffect(() => {
    if (invalid === '') return;
    setSearch(
      (previous) => withBuildChanges(previous, Object.fromEntries(invalid.split(',').map((name) => [name, null]))),
      { replace: true },
    );
  }, [invalid, setSearch]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [current]);

  const stepSearch = (step: BuilderStep) => `?${withBuildChanges(search, { step }).toString()}`;
  const goTo = (step: BuilderStep, changes: Changes = {}) => {
    setStepError(null);
    engravingForm.clearErrors();
    focusHeading.current = true;
    change({ ...changes, step }, 'push');
  };

  const choose = (step: ChoiceStep, value: string) => {
    setStepError(null);
    const name = choiceParam[step];
    const cleared = Object.fromEntries((clearedBy[name] ?? []).map((other) => [other, null]));
    change({ ...cleared, [name]: value, step }, 'replace');
  };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const following = build.steps[index + 1];
    if (!following) return;
    const required = { setting: messages.settingRequired, shape: messages.shapeRequired, size: messages.sizeRequired };
    if (
      (current === 'setting' && !build.setting) ||
      (current === 'shape' && !build.shape) ||
      (current === 'size' && !build.size)
    ) {
      setStepError({ step: current, message: intl.formatMessage(required[current]) });
      return;
    }
    // A suggestion the shopper moves on with becomes their choice (and part of the link they share).
    if (current === 'design' && build.design) return goTo(following, { design: build.design.slug });
    if (current === 'carat' && build.carat !== null) return goTo(following, { carat: String(build.carat) });
    if (current === 'metal' && build.variant) return goTo(following, { metal: build.variant.metal.code });
    if (current === 'engraving') {
      // Engraving is optional: a blank one moves on without.
      if (engravingText.trim() === '') return goTo(following, { engraving: null });
      const checked = engravingForm.validate();
      if (checked.success) goTo(following, { engraving: checked.output.engraving });
      return;
    }
    goTo(following);
  };

  const back = () => {
    const previous = build.steps[index - 1];
    if (previous) goTo(previous);
  };

  const error = stepError?.step === current ? stepError.message : null;
  const waiting = stepIsLoading(current, build, loading);
  const image = build.variant?.image ?? build.design?.image ?? null;

  return (
    <div className="sf-builder">
      <nav aria-label={intl.formatMessage(messages.stepsLabel)} className="sf-builder-steps">
        <ol className="sf-builder-steps__list">
          {build.steps.map((step, position) => {
            const isCurrent = step === current;
            const completed =
              !isCurrent && step !== 'review' && canVisit(build, step) && isChosen(step, build, position < index);
            const label = (
              <>
                <span className="sf-builder-steps__number" aria-hidden="true">
                  {position + 1}
                </span>
                <span className="sf-builder-steps__label">{intl.formatMessage(stepMessages[step])}</span>
                {completed ? <VisuallyHidden> {intl.formatMessage(messages.completed)}</VisuallyHidden> : null}
              </>
            );
            return (
              <li
                key={step}
                className={`sf-builder-steps__item${completed ? ' sf-builder-steps__item--completed' : ''}${isCurrent ? ' sf-builder-steps__item--current' : ''}`}
              >
                {isCurrent ? (
                  <span aria-current="step" className="sf-builder-steps__step">
                    {label}
                  </span>
                ) : canVisit(build, step) ? (
                  <Link
                    to={{ search: stepSearch(step) }}
                    onClick={() => {
                      focusHeading.current = true;
                    }}
                    className="sf-builder-steps__step"
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="sf-builder-steps__step">{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="sf-split sf-builder__layout">
        <form
          className="sf-builder__step"
          noValidate
          ref={engravingForm.ref}
          onSubmit={next}
          aria-labelledby="sf-builder-step-heading"
        >
          <p className="sf-eyebrow">
            {intl.formatMessage(messages.stepOf, { current: index + 1, total: build.steps.length })}
          </p>
          <h2 id="sf-builder-step-heading" ref={headingRef} tabIndex={-1} className="sf-builder__heading">
            {intl.formatMessage(current === 'review' ? messages.reviewStep : stepMessages[current])}
          </h2>
          {failed ? (
            <RetryAlert onRetry={retry}>{intl.formatMessage(messages.loadFailed)}</RetryAlert>
          ) : waiting ? (
            <div className="sf-builder__loading">
              <Spinner label={intl.formatMessage(messages.loading)} />
            </div>
          ) : current === 'review' ? (
            <BuilderReview
              build={build}
              quote={quote}
              image={image}
              stepSearch={stepSearch}
              onEdit={() => {
                focusHeading.current = true;
              }}
            />
          ) : current === 'engraving' ? (
            <EngravingField
              value={engravingText}
              maxChars={maxEngravingChars}
              error={engravingForm.errorOf('engraving') ?? null}
              onChange={(text) => {
                engravingForm.clearError('engraving');
                setDraft({ from: params.engraving, text });
              }}
            />
          ) : (
            <>
              <BuilderChoices
                step={current}
                build={build}
                sizeSystem={detail?.sizing?.system ?? null}
                error={error}
                onChoose={choose}
              />
              {current === 'design' && build.designs.length === 0 ? (
                <Alert variant="info">{intl.formatMessage(messages.noDesigns)}</Alert>
              ) : null}
            </>
          )}
          <div className="sf-builder__nav sf-cluster">
            {index > 0 ? (
              <Button variant="secondary" onClick={back}>
                {intl.formatMessage(messages.back)}
              </Button>
            ) : null}
            {current !== 'review' ? (
              <Button type="submit" disabled={failed || waiting}>
                {intl.formatMessage(messages.next)}
              </Button>
            ) : null}
          </div>
        </form>
        <BuilderSummary build={build} quote={quote} image={image} />
      </div>
    </div>
  );
}

/** Whether a step shows a choice already (chosen in the URL, or passed over with its suggestion). */
function isChosen(step: BuilderStep, build: ResolvedBuild, passed: boolean): boolean {
  switch (step) {
    case 'setting':
      return build.setting !== null;
    case 'shape':
      return build.shape !== null;
    case 'design':
      return build.explicit.design || passed;
    case 'carat':
      return build.explicit.carat || passed;
    case 'metal':
      return build.explicit.metal || passed;
    case 'size':
      return build.size !== null;
    default:
      return passed;
  }
}

/** The current step's options are still on their way. */
function stepIsLoading(step: BuilderStep, build: ResolvedBuild, loading: boolean): boolean {
  if (!loading) return false;
  switch (step) {
    case 'setting':
      return build.settings.length === 0;
    case 'shape':
      return build.shapes.length === 0;
    case 'design':
      return build.designs.length === 0;
    case 'carat':
    case 'metal':
      return build.variants.length === 0;
    case 'size':
      return build.sizes.length === 0;
    default:
      return build.variant === null;
  }
}
