import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CSP_REPORT_PATH } from './html-document';
import { methodNotAllowed, sendProblem } from './problem';
import { TokenBuckets, type BucketRate } from './token-buckets';

/**
 * `POST /_csp-reports`: where browsers report Content-Security-Policy violations, in either format:
 * `application/csp-report` (`report-uri`: one `{"csp-report": {…}}` per violation) or `application/reports+json`
 * (the Reporting API's `report-to`: a batch of `{type: "csp-violation", body: {…}}`). Each violation is validated,
 * logged as one structured line (`cspViolation`) and counted; the counts are in `/healthz` (`cspReports`).
 *
 * Anyone can post here, so: a small body limit, URLs logged without their query or fragment (a password-reset link's
 * token must not reach the logs), long strings cut, and a rate limit per client address (by the trusted-proxy rule)
 * under a global cap; over it, 429 without reading the body.
 */

/** The largest report body read (a batch of a few violations fits easily). */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports per client address: a burst of 20, then 20 a minute. */
export const CSP_REPORTS_PER_ADDRESS: BucketRate = { capacity: 20, perMinute: 20 };
/** Reports from everyone together: a burst of 300, then 300 a minute. */
export const CSP_REPORTS_OVERALL: BucketRate = { capacity: 300, perMinute: 300 };
/** Violations read from one batch; the rest of a larger batch is ignored. */
const MAX_PER_BATCH = 20;
const MAX_STRING = 300;
/** Distinct directives counted by name; any more are counted together. */
const MAX_DIRECTIVES = 32;

const MEDIA_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'] as const;

const text = v.optional(v.union([v.string(), v.number()]));

/** `report-uri`'s body (CSP Level 2/3, hyphenated keys). */
const cspReportSchema = v.object({
  'csp-report': v.looseObject({
    'document-uri': text,
    'blocked-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': text,
    'column-number': text,
    'script-sample': text,
  }),
});

/** One report of the Reporting API (camel-case body). */
const reportingApiReportSchema = v.looseObject({
  type: v.string(),
  url: text,
  body: v.optional(
    v.looseObject({
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      disposition: text,
      sourceFile: text,
      lineNumber: text,
      columnNumber: text,
      sample: text,
    }),
  ),
});

const reportsJsonSchema = v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(100));

/** A violation as logged: short strings, URLs without query or fragment. */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  disposition: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
}

/** What `/healthz` shows of the reports since the edge started. */
export interface CspReportCounts {
  recorded: number;
  rateLimited: number;
  rejected: number;
  byDirective: Record<string, number>;
}

function cut(value: string): string {
  return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
}

/** A URL without its query string or fragment; keywords such as `inline` or `eval` as they are. */
function withoutQuery(value: string | number | undefined): string {
  if (value === undefined) return '';
  const raw = String(value);
  return cut(raw.split(/[?#]/)[0] ?? '');
}

function optionalNumber(value: string | number | undefined): number | undefined {
  const number = Number(value);
  return value === undefined || !Number.isFinite(number) ? undefined : number;
}

function violation(fields: {
  directive: string | number | undefined;
  blocked: string | number | undefined;
  document: string | number | undefined;
  disposition: string | number | undefined;
  source: string | number | undefined;
  line: string | number | undefined;
  column: string | number | undefined;
  sample: string | number | undefined;
}): CspViolation {
  const source = withoutQuery(fields.source);
  const sample = fields.sample === undefined ? '' : cut(String(fields.sample));
  const line = optionalNumber(fields.line);
  const column = optionalNumber(fields.column);
  return {
    directive: cut(String(fields.directive ?? 'unknown')).split(' ')[0] ?? 'unknown',
    blocked: withoutQuery(fields.blocked),
    document: withoutQuery(fields.document),
    disposition: cut(String(fields.disposition ?? 'enforce')),
    ...(source ? { source } : {}),
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    ...(sample ? { sample } : {}),
  };
}

/**
 * The violations in a report body, or undefined when the body is not a report at all. Reports of other types in a
 * Reporting API batch are skipped.
 */
export function parseCspReport(body: unknown): CspViolation[] | undefined {
  const single = v.safeParse(cspReportSchema, body);
  if (single.success) {
    const report = single.output['csp-report'];
    return [
      violation({
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        document: report['document-uri'],
        disposition: report.disposition,
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
      }),
    ];
  }
  const batch = v.safeParse(reportsJsonSchema, body);
  if (!batch.success) return undefined;
  const violations: CspViolation[] = [];
  for (const item of batch.output.slice(0, MAX_PER_BATCH)) {
    const report = v.safeParse(reportingApiReportSchema, item);
    if (!report.success) return undefined;
    const { type, body: details, url } = report.output;
    if (type !== 'csp-violation' || !details) continue;
    violations.push(
      violation({
        directive: details.effectiveDirective,
        blocked: details.blockedURL,
        document: details.documentURL ?? url,
        disposition: details.disposition,
        source: details.sourceFile,
        line: details.lineNumber,
        column: details.columnNumber,
        sample: details.sample,
      }),
    );
  }
  return violations;
}

/** The report endpoint's state: the rate limit and the counts. */
export class CspReports {
  private readonly limits = new TokenBuckets(CSP_REPORTS_PER_ADDRESS, CSP_REPORTS_OVERALL);
  private readonly tally: CspReportCounts = { recorded: 0, rateLimited: 0, rejected: 0, byDirective: {} };

  /** A copy of the counts so far. */
  counts(): CspReportCounts {
    return { ...this.tally, byDirective: { ...this.tally.byDirective } };
  }

  take(address: string): ReturnType<TokenBuckets['take']> {
    const result = this.limits.take(address);
    if (!result.allowed) this.tally.rateLimited += 1;
    return result;
  }

  rejected(): void {
    this.tally.rejected += 1;
  }

  record(found: readonly CspViolation[]): void {
    for (const { directive } of found) {
      this.tally.recorded += 1;
      const known = directive in this.tally.byDirective;
      const key = known || Object.keys(this.tally.byDirective).length < MAX_DIRECTIVES ? directive : 'other';
      this.tally.byDirective[key] = (this.tally.byDirective[key] ?? 0) + 1;
    }
  }
}

function parseBody(request: FastifyRequest): unknown {
  const raw = request.body;
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Registers `POST /_csp-reports` (and 405 for its other methods) in its own scope, with its own body parsers. */
export async function registerCspReports(
  app: FastifyInstance,
  reports: CspReports,
  clientAddress: (request: FastifyRequest) => string,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...MEDIA_TYPES],
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(CSP_REPORT_PATH, {
      // Over the limit: refused before the body is read or parsed.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const taken = reports.take(clientAddress(request));
        if (!taken.allowed) {
          return sendProblem(reply, 429, 'too_many_requests', 'Too many reports from this address; try later.', {
            'retry-after': String(taken.retryAfterSeconds),
          });
        }
      },
      handler: async (request, reply) => {
        const found = parseCspReport(parseBody(request));
        if (!found) {
          reports.rejected();
          return sendProblem(reply, 400, 'malformed_body', 'The body is not a CSP violation report.');
        }
        reports.record(found);
        for (const report of found) request.log.warn({ cspViolation: report }, 'CSP violation reported');
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    });
    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: CSP_REPORT_PATH,
      handler: async (request, reply) => methodNotAllowed(reply, request.method, ['POST']),
    });
  });
}
