import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../http/route';

const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  kind: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)),
    '50',
  ),
});

/** email: the development outbox (messages the outbox transport kept instead of sending). */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/dev/outbox',
    tag: 'email',
    summary: 'Development only: the most recent e-mails kept by the outbox transport, newest first',
    devOnly: true,
    query: outboxQuery,
    handler: async ({ query }) => {
      let select = app.db
        .selectFrom('email_outbox')
        .select(['id', 'to_address', 'from_address', 'subject', 'text_body', 'html_body', 'kind', 'created_at'])
        .orderBy('id', 'desc')
        .limit(query.limit);
      if (query.to) select = select.where(sql<string>`lower(to_address)`, '=', query.to.toLowerCase());
      if (query.kind) select = select.where('kind', '=', query.kind);
      const rows = await select.execute();
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          from: row.from_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          kind: row.kind,
          createdAt: row.created_at.toISOString(),
        })),
      };
    },
  });
}
