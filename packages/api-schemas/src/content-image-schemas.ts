import * as v from 'valibot';

/** An image from the content service: an absolute URL and its alternative text. */
export const contentImageSchema = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
/** A content image. */
export type ContentImage = v.InferOutput<typeof contentImageSchema>;
