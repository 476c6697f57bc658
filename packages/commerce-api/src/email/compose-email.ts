/** One paragraph-based e-mail in both forms, with an optional call-to-action link. */
export interface EmailContent {
  language: 'en' | 'fr';
  subject: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Closing lines under the body (fine print). */
  footnote?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const signature = { en: 'Lustre & Co.', fr: 'Lustre & Co.' } as const;

/**
 * The plain-text and HTML bodies of an e-mail. Everything interpolated (names, comments a shopper typed) is escaped in
 * the HTML form; links are only ever ones the API built itself.
 */
export function composeEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const textParts = [...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) textParts.push(content.footnote);
  textParts.push(signature[content.language]);
  const htmlParts = content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (content.action) {
    htmlParts.push(
      `<p><a href="${escapeHtml(content.action.url)}" style="color:#1f3b57">${escapeHtml(content.action.label)}</a></p>`,
    );
  }
  if (content.footnote) htmlParts.push(`<p style="font-size:12px;color:#555">${escapeHtml(content.footnote)}</p>`);
  htmlParts.push(`<p>${escapeHtml(signature[content.language])}</p>`);
  return {
    subject: content.subject,
    text: textParts.join('\n\n'),
    html: `<!doctype html><html lang="${content.language}"><body style="font-family:Georgia,serif">${htmlParts.join('')}</body></html>`,
  };
}
