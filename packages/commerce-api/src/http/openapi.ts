import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3.1 document, generated from the registered routes and their valibot schemas. */
export function openApiDocument(app: FastifyInstance): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of app.documentedRoutes) {
    const path = `/api${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const parameters: object[] = [];
    const params = route.params as { properties?: Record<string, object> } | undefined;
    for (const [name, schema] of Object.entries(params?.properties ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
    const query = route.query as { properties?: Record<string, object>; required?: string[] } | undefined;
    for (const [name, schema] of Object.entries(query?.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema });
    }
    const responses: Record<string, object> = { 200: { description: 'Success' } };
    for (const [status, description] of Object.entries(route.responses)) responses[status] = { description };
    if (route.body || route.query || route.params) {
      responses[400] = {
        description: 'Invalid input: `errors` maps fields to message ids, `errorValues` to their values',
        content: problemContent,
      };
    }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters,
      responses,
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: route.body } } };
    if (route.method !== 'GET') {
      operation.description = route.csrfExempt
        ? `No CSRF header: ${route.csrfExempt}`
        : 'Requires `x-storefront-csrf: 1` and a same-origin `Origin`.';
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront commerce API',
      version: '1.0.0',
      description:
        'The storefront backend. Errors are application/problem+json with a stable `code`. Locale comes from the ' +
        '`x-storefront-locale` header (en-AU, en-CA, fr-CA, en-NZ); without it, from the host, `?locale=`, the ' +
        'locale cookie and Accept-Language, as the storefront decides a page. The session is an httpOnly cookie.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'code'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            code: { type: 'string' },
            detail: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            errorValues: {
              type: 'object',
              description: 'The values a field error message needs by field, e.g. `{ "email": { "length": 254 } }`',
              additionalProperties: { type: 'object', additionalProperties: { type: 'number' } },
            },
          },
        },
      },
    },
  };
}

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
