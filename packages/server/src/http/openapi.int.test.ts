import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { useTestApp } from '../testing/test-app.ts';
import { API_OPERATIONS } from './api-operations.ts';
import { operationKey } from './openapi.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const PROXY = '10.0.0.2';
const t = useTestApp({ environment: { TRUST_PROXY: PROXY } });
let document: OpenApiDocument;
let workDir: string;

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-openapi-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The document's operation for an API route: its path in OpenAPI's form, without a trailing slash. */
function operationOf(route: { method: string; url: string }): Operation | undefined {
  const documentPath = route.url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
  return document.paths[documentPath]?.[route.method.toLowerCase()];
}

describe('the OpenAPI document', () => {
  it('gives every API route a client-fit operationId, a summary and a tag, each name once', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(90);
    for (const route of t.app.apiRoutes) {
      const operation = operationOf(route);
      const key = `${route.method} ${route.url}`;
      expect(operation?.operationId, key).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation?.summary, key).toBeTruthy();
      expect(operation?.tags, key).toHaveLength(1);
    }
    const ids = t.app.apiRoutes.map((route) => operationOf(route)?.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names no operation that no route answers', () => {
    const routes = new Set(t.app.apiRoutes.map((route) => operationKey(route.method, route.url, API_PREFIX)));
    expect(Object.keys(API_OPERATIONS).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('marks the public routes `security: []` and gives every guarded one its 401 and 403', () => {
    for (const route of t.app.apiRoutes) {
      const operation = operationOf(route);
      const key = `${route.method} ${route.url}`;
      if (route.public) {
        expect(operation?.security, key).toEqual([]);
      } else {
        expect(operation?.security, key).toBeUndefined();
        expect(Object.keys(operation?.responses ?? {}), key).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    expect(document.paths['/api/v1/auth/login']?.post?.security).toEqual([]);
  });

  it('lists the errors a route can give: 404 where an id is read, 409 and 429 where they occur', () => {
    const statuses = (documentPath: string, method: string) =>
      Object.keys(document.paths[documentPath]?.[method]?.responses ?? {});
    expect(statuses('/api/v1/patients', 'get')).toEqual(['200', '401', '403', '422']);
    expect(statuses('/api/v1/patients/{id}', 'get')).toEqual(['200', '401', '403', '404', '422']);
    expect(statuses('/api/v1/users/invite', 'post')).toContain('409');
    expect(statuses('/api/v1/auth/login', 'post')).toEqual(['200', '400', '413', '422', '429']);
    expect(statuses('/api/v1/patients', 'post')).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '422', '429', '507']),
    );
  });

  it('describes the parts of the three uploads', () => {
    const parts = (operation: Operation | undefined) =>
      operation?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(parts(document.paths['/api/v1/patients']?.post))).toEqual(['patient_in', 'files']);
    expect(Object.keys(parts(document.paths['/api/v1/patients/{id}']?.put))).toEqual(['patient_in', 'files']);
    const photo = document.paths['/api/v1/procedures/{id}/photos']?.post;
    expect(Object.keys(parts(photo)).sort()).toEqual(['angle', 'file', 'kind', 'note']);
    expect(photo?.requestBody?.content['multipart/form-data']?.schema.required).toContain('file');
  });

  it('names the shared shapes as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Patient', 'PatientList', 'Procedure', 'Transaction', 'User', 'ErrorResponse']),
    );
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const file = path.join(workDir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    // The CLI exits 1 when it finds errors; its JSON report on standard output says which.
    const report = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const { problems } = JSON.parse(report.stdout) as { problems: { severity: string; ruleId: string }[] };
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('makes a client with openapi-typescript that type-checks', async () => {
    fs.writeFileSync(path.join(workDir, 'api.ts'), astToString(await openapiTS(JSON.stringify(document))));
    const check = path.join(workDir, 'client.ts');
    fs.writeFileSync(
      check,
      [
        "import type { components, operations, paths } from './api';",
        "type ListPatients = paths['/api/v1/patients']['get'];",
        "export const query: NonNullable<ListPatients['parameters']['query']> = { page: 1, page_size: 20 };",
        "export function firstNames(list: ListPatients['responses'][200]['content']['application/json']): string[] {",
        '  return list.items.map((patient) => patient.first_name);',
        '}',
        "export const error: components['schemas']['ErrorResponse'] = { detail: 'Not authenticated' };",
        "export type CreatePatientForm = NonNullable<operations['createPatient']['requestBody']>['content']['multipart/form-data'];",
        "export const form: Pick<CreatePatientForm, 'patient_in'> = { patient_in: '{}' };",
        '// @ts-expect-error a patient id is a number',
        "export const id: components['schemas']['Patient']['id'] = 'one';",
      ].join('\n'),
    );
    const program = ts.createProgram([check], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es5.d.ts'],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

describe('Swagger UI at /api/docs', () => {
  it('shows over plain HTTP on the clinic network: no upgrade to HTTPS in its policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: '192.168.1.20:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("url: resolveUrl('./json')");
  });

  it('upgrades requests when the page came over HTTPS', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/docs/',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
