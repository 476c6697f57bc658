/** The error ids the stand-in answers with, as the Content Delivery API names them. */
export type CdaErrorId = 'AccessTokenInvalid' | 'NotFound' | 'InvalidQuery' | 'BadRequest';

const statuses: Record<CdaErrorId, number> = {
  AccessTokenInvalid: 401,
  NotFound: 404,
  InvalidQuery: 400,
  BadRequest: 400,
};

/**
 * A refusal in the CDA error shape (`{ sys: { type: 'Error', id }, message, details, requestId }`). The real
 * `contentful` client throws it as an `Error` whose `name` is the id.
 */
export class CdaError extends Error {
  readonly id: CdaErrorId;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(id: CdaErrorId, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'CdaError';
    this.id = id;
    this.status = statuses[id];
    this.details = details;
  }

  /** The response body for this error. */
  body(requestId: string): Record<string, unknown> {
    return {
      sys: { type: 'Error', id: this.id },
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      requestId,
    };
  }
}

/** `InvalidQuery` with the CDA's `details.errors` list. */
export function invalidQuery(errors: Array<Record<string, unknown>>): CdaError {
  return new CdaError(
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    { errors },
  );
}
