import type { FastifyInstance } from 'fastify';

export const UNTRUSTED_PROXY_WARNING =
  'requests carry X-Forwarded-For but TRUST_PROXY is unset: every client behind the proxy has its address, ' +
  "for the sign-in limits too; set TRUST_PROXY to the proxy's address";

/**
 * Behind a reverse proxy that TRUST_PROXY does not name, every client seems to come from the
 * proxy's address. Said once, at the first request that shows it, so whoever runs the server sees
 * it; the header's value is the client's and is never logged.
 */
export function registerUntrustedProxyWarning(app: FastifyInstance, trustProxy: readonly string[] | undefined): void {
  if (trustProxy !== undefined) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}
