import * as v from 'valibot';

/** `GET /slugs/resolve?path=&locale=`: what a path is, a category page, a content page or nothing. */
export const slugResolutionAnswerSchema = v.variant('kind', [
  v.object({ kind: v.literal('category'), id: v.string(), slug: v.string() }),
  v.object({ kind: v.literal('content'), id: v.string(), slug: v.string() }),
  v.object({ kind: v.literal('not-found') }),
]);
/** The slug resolution answer. */
export type SlugResolutionAnswer = v.InferOutput<typeof slugResolutionAnswerSchema>;
