import { localisePath, paths } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { Alert, Button, ButtonLink, VisuallyHidden } from '@storefront/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { addToBag } from '../../lib/bag-actions';
import type { BuilderStep, ResolvedBuild } from './builder-state';
import { AvailabilityNote, BuildPrice, useBuildLines, type BuildQuote } from './builder-summary';
import { builderMessages as messages, builderStepMessages as stepMessages } from './jewellery-builder-messages';

interface BuilderReviewProps {
  build: ResolvedBuild;
  quote: BuildQuote;
  image: string | null;
  /** The search string that opens a step (for the Edit links). */
  stepSearch: (step: BuilderStep) => string;
  onEdit: () => void;
}

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/** The last step: every choice with an Edit link, the price and dispatch, and "Add to bag" as one line. */
export function BuilderReview({ build, quote, image, stepSearch, onEdit }: BuilderReviewProps) {
  const intl = useIntl();
  const lines = useBuildLines(build);
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The button gave way to the confirmation: keep focus on the next likely action.
    if (state === 'added') resultRef.current?.querySelector('a')?.focus();
  }, [state]);
  const { variant, size, engraving } = build;
  const stock = quote.availability?.stock;
  const orderable = variant !== null && quote.price !== null && (stock === 'in_stock' || stock === 'low_stock');

  const add = async () => {
    if (!variant || !quote.price) return;
    setState('busy');
    setError(null);
    try {
      await addToBag(
        { sku: variant.sku, quantity: 1, size: size?.code, engraving: engraving || undefined },
        quote.price.effectiveCents,
      );
      setState('added');
    } catch (problem) {
      setState('idle');
      const code = problem instanceof ProblemError ? problem.code : undefined;
      if (code === 'INSUFFICIENT_STOCK') setError(intl.formatMessage(messages.insufficientStock));
      else if (code === 'PRODUCT_UNAVAILABLE_ONLINE') setError(intl.formatMessage(messages.notOrderable));
      else setError(intl.formatMessage(messages.addFailed));
    }
  };

  return (
    <div className="sf-builder-review">
      <p className="sf-builder-review__intro">{intl.formatMessage(messages.reviewIntro)}</p>
      <div className="sf-builder-review__body">
        {image ? (
          <img className="sf-builder-review__image" src={image} alt="" width={480} height={480} decoding="async" />
        ) : null}
        <dl className="sf-builder-review__choices">
          {lines.map((line) => (
            <div key={line.step} className="sf-builder-review__choice">
              <dt>{intl.formatMessage(stepMessages[line.step])}</dt>
              <dd>
                <span>{line.value}</span>
                <Link to={{ search: stepSearch(line.step) }} onClick={onEdit} className="sf-builder-review__edit">
                  {intl.formatMessage(messages.edit, { step: intl.formatMessage(stepMessages[line.step]), hidden })}
                </Link>
              </dd>
            </div>
          ))}
          {build.steps.includes('engraving') && !engraving ? (
            <div className="sf-builder-review__choice">
              <dt>{intl.formatMessage(stepMessages.engraving)}</dt>
              <dd>
                <span>{intl.formatMessage(messages.noEngraving)}</span>
                <Link to={{ search: stepSearch('engraving') }} onClick={onEdit} className="sf-builder-review__edit">
                  {intl.formatMessage(messages.edit, { step: intl.formatMessage(stepMessages.engraving), hidden })}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="sf-builder-review__quote">
        <BuildPrice quote={quote} />
        {quote.availability ? <AvailabilityNote availability={quote.availability} resized={quote.resized} /> : null}
      </div>
      {quote.availability && !orderable ? (
        <Alert variant="warning">{intl.formatMessage(messages.notOrderable)}</Alert>
      ) : null}
      <div ref={resultRef} aria-live="polite">
        {state === 'added' ? (
          <Alert
            variant="success"
            action={
              <ButtonLink size="sm" variant="secondary" to={localisePath(paths.bag())}>
                {intl.formatMessage(messages.viewBag)}
              </ButtonLink>
            }
          >
            {intl.formatMessage(messages.added)}
          </Alert>
        ) : (
          <Button size="lg" fullWidth busy={state === 'busy'} disabled={!orderable} onClick={() => void add()}>
            {intl.formatMessage(messages.addToBag)}
          </Button>
        )}
      </div>
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}
