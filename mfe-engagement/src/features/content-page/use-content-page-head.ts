import type { ContentPage } from '@storefront/api-schemas';
import { pageLinks, useLocale } from '@storefront/contracts';
import { localeCodes } from '@storefront/i18n';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages as messages } from './content-page-messages';

/** What a content page puts in the document head, as `PageFrame` takes it. */
type ContentPageHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'structuredData'
>;

/** The description for search results: at most about 160 characters, cut at a word. */
function metaDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/**
 * Title, description, canonical and hreflang links of a content page (the same path in every locale: the content
 * service's slugs are not translated, French falls back to Canadian English), and the FAQPage structured data of its
 * questions, when it has some.
 */
export function useContentPageHead(page: ContentPage, path: string): ContentPageHead {
  const intl = useIntl();
  const locale = useLocale();
  const questions = page.sections.flatMap((section) => section.items.filter((item) => item.kind === 'question'));
  return {
    documentTitle: intl.formatMessage(messages.documentTitle, { title: page.title }),
    description: metaDescription(page.description),
    ...pageLinks(locale, path, Object.fromEntries(localeCodes.map((code) => [code, path]))),
    structuredData:
      questions.length > 0
        ? {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: questions.map((question) => ({
              '@type': 'Question',
              name: question.title,
              acceptedAnswer: { '@type': 'Answer', text: question.body },
            })),
          }
        : undefined,
  };
}
