import { Icon } from '@storefront/ui';
import { useId, useState, type ReactNode } from 'react';

/** Props of {@link FaqQuestion}. */
export interface FaqQuestionProps {
  /** The question, the button's name. */
  question: string;
  /** The answer, shown in a region named by the question once opened. */
  children: ReactNode;
  /** The heading level the question sits at (under its section's heading). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Whether it starts open. */
  defaultOpen?: boolean;
}

/**
 * One question of an FAQ, as the WAI-ARIA accordion pattern has it: a heading holding a button that says whether it is
 * expanded (`aria-expanded`) and controls a region named by the question. The answer stays in the page when closed
 * (`hidden`), so find-in-page and crawlers still see it.
 */
export function FaqQuestion({ question, children, headingLevel = 3, defaultOpen = false }: FaqQuestionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="sf-faq-question" data-open={open ? 'true' : undefined}>
      <Heading className="sf-faq-question__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="sf-faq-question__button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <Icon name={open ? 'minus' : 'plus'} className="sf-faq-question__icon" />
        </button>
      </Heading>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="sf-faq-question__answer"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
