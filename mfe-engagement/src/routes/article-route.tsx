import '../engagement.css';
import type { RemoteRouteProps } from '@storefront/contracts';
import { Article } from '../features/article/article';
import { NewsletterSignupForm } from '../features/newsletter-signup/newsletter-signup-form';
import { useSitePreferences } from '../lib/site-preferences-query';

/** The site preferences' article sign-up panel with the newsletter form; the form alone until the panel loads. */
function ArticleSignUp() {
  const preferences = useSitePreferences();
  return <NewsletterSignupForm source="article" panel={preferences.data?.articleSignUp} layout="inline" />;
}

/** A journal article `/articles/:article`, with the newsletter sign-up after its text. */
export default function ArticleRoute({ params }: RemoteRouteProps) {
  const slug = params.article ?? '';
  return <Article key={slug} slug={slug} afterBody={<ArticleSignUp />} />;
}
