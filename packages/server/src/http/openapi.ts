import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiOperation } from './api-operations.ts';
import { openApiComponents } from './openapi-components.ts';
import { errorResponsesOf, errorStatusesOf } from './openapi-responses.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The parts of a multipart/form-data body the route reads itself, for the document only. */
    form?: z.ZodType;
  }
}

export interface OpenApiOptions {
  /** The API's path prefix, which the keys of `operations` leave out. */
  prefix: string;
  operations: Record<string, ApiOperation>;
}

/** A route's key in `API_OPERATIONS`: `GET /patients/{id}` for `GET /api/v1/patients/:id`. */
export function operationKey(method: string, url: string, prefix: string): string {
  return `${method} ${url.slice(prefix.length).replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * The API's OpenAPI document, made from the routes' zod schemas, and its pages at /api/docs. Each
 * operation gets its name and summary from `operations`, its 4xx from its guard and schema
 * (`openapi-responses.ts`), `security: []` when public, and the parts of its multipart body.
 */
export async function registerOpenApi(app: FastifyInstance, { prefix, operations }: OpenApiOptions): Promise<void> {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clinic Portal API',
        version: '1.0.0',
        description:
          'Errors answer `{"detail": "…"}`, or `{"detail": [{"loc", "msg", "type"}]}` for invalid values. ' +
          'Every path also answers with a trailing slash.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const { schema, url, route } = document;
      if (!schema || !url.startsWith(`${prefix}/`)) return zodTransform(document);
      const { form, ...documented } = documentedSchema(
        schema,
        route,
        operations[operationKey(route.method as string, url, prefix)],
      );
      const transformed = zodTransform({ ...document, schema: documented });
      if (!form) return transformed;
      return {
        ...transformed,
        schema: { ...transformed.schema, consumes: ['multipart/form-data'], body: formBody(form) },
      };
    },
    transformObject: (document) => {
      const transformed = zodTransformObject(document);
      return withoutTrailingSlashes(withReferencedComponentsOnly(transformed as OpenApiDocument)) as typeof transformed;
    },
  });
  // Its pages take the portal's own headers (security-headers.ts): Swagger UI's built-in CSP would
  // upgrade every request to HTTPS, a blank page over plain HTTP on the clinic's network.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The route's schema with what the document adds: name, summary, security and its 4xx. */
function documentedSchema(schema: FastifySchema, route: RouteOptions, operation: ApiOperation | undefined) {
  const isPublic = route.config?.public === true;
  const successes = Object.entries(schema.response ?? {}).filter(([status]) => Number(status) < 400);
  // A download (a signed file, a CSV) declares no schema for its answer: the answer is the file.
  if (successes.length === 0) successes.push(['200', fileDownload(schema.produces)]);
  const errors = errorStatusesOf({
    isPublic,
    readsPath: schema.params !== undefined,
    readsQuery: schema.querystring !== undefined,
    readsBody: schema.body !== undefined,
    readsUpload: schema.form !== undefined,
    more: operation?.errors,
  });
  return {
    ...schema,
    ...(operation && { operationId: operation.operationId, summary: operation.summary }),
    ...(isPublic && { security: [] }),
    response: { ...Object.fromEntries(successes), ...errorResponsesOf(errors) },
  };
}

function fileDownload(contentTypes: readonly string[] = ['application/octet-stream']) {
  return {
    description: 'The file',
    content: Object.fromEntries(contentTypes.map((contentType) => [contentType, { schema: z.file() }])),
  };
}

/** A multipart form's parts as JSON Schema; zod's own conversion keeps their descriptions. */
function formBody(form: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...body } = z.toJSONSchema(form, { target: 'draft-2020-12', io: 'input' });
  return body;
}

/** What the steps below read of the document. */
interface OpenApiDocument {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Routes answer with and without a trailing slash (app.ts); the document names each path once,
 * without it, as OpenAPI's linters ask.
 */
function withoutTrailingSlashes(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => [path.replace(/(.)\/$/, '$1'), item]);
  return { ...document, paths: Object.fromEntries(paths) };
}

/**
 * Every named schema is emitted for reading and for writing (`Patient`, `PatientInput`); only those
 * the operations reference, directly or through another, stay.
 */
function withReferencedComponentsOnly(document: OpenApiDocument): OpenApiDocument {
  const schemas: Record<string, unknown> = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' ? child.replace('#/components/schemas/', '') : undefined;
      if (name !== undefined && !kept.has(name)) {
        kept.add(name);
        visit(schemas[name]);
      } else visit(child);
    }
  };
  visit(document.paths);
  const referenced = Object.entries(schemas).filter(([name]) => kept.has(name));
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(referenced) } };
}
