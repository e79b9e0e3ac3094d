import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, fitted to how the portal is reached. On a clinic's network it is often
 * opened over plain HTTP by address (`http://192.168.1.20:8080`): there, upgrading requests to
 * HTTPS or pinning HSTS would leave a blank page, and browsers reject the opener policy with a
 * console error. These are sent only when the portal is served over HTTPS: its public URL says so,
 * or a trusted proxy does (`X-Forwarded-Proto`, honoured by Fastify only from the addresses in
 * `TRUST_PROXY`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  const isHttps = (request: FastifyRequest) => servedOverHttps || request.protocol === 'https';

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isHttps(request)) return payload;
    reply.header('strict-transport-security', HSTS);
    reply.header('cross-origin-opener-policy', 'same-origin');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
    return payload;
  });
}
