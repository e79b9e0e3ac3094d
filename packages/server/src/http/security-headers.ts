import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
  },
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
};

const HTTPS_ONLY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The headers helmet sets with `options`. They depend on nothing in the request (no nonces), so
 * helmet runs once at start instead of once per request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers);
}

/**
 * Helmet's headers, fitted to how the portal is reached. On a clinic's network it is often
 * opened over plain HTTP by address (`http://192.168.1.20:8080`): there, upgrading requests to
 * HTTPS or pinning HSTS would leave a blank page, and browsers reject the opener policy with a
 * console error. These are sent only when the portal is served over HTTPS: its public URL says so,
 * or a trusted proxy does (`X-Forwarded-Proto`, honoured by Fastify only from the addresses in
 * `TRUST_PROXY`).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  const isHttps = (request: FastifyRequest) => servedOverHttps || request.protocol === 'https';
  const overHttp = helmetHeaders(HELMET_OPTIONS);
  const overHttps = {
    ...overHttp,
    ...HTTPS_ONLY_HEADERS,
    'content-security-policy': `${overHttp['content-security-policy']};upgrade-insecure-requests`,
  };
  // Set before the route runs, as helmet does, so a route can still replace one (a download's CSP).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isHttps(request) ? overHttps : overHttp);
    done();
  });
}
