import { SERVER_MESSAGES } from '@clinic/contracts';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Never a page of the app: the API, the metrics, a file (it has an extension), a hidden file or folder. */
const NOT_A_PAGE = /^\/(api|metrics)(\/|$)|\.[a-z0-9]+$|\/\./i;

const isPagePath = (urlPath: string) => !NOT_A_PAGE.test(urlPath);

/**
 * Serves the built web app, when there is one. The build writes brotli and gzip copies of its text
 * files; the best one the browser accepts is sent. Scripts and styles under `assets/` carry a hash
 * of their content in their name, so they are cached for a year; everything else (the app page) is
 * revalidated on each visit with its ETag, so a new build reaches every browser at once.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDistDir: string | undefined }) {
  const { webDistDir } = options;
  const webRoot = webDistDir && fs.existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined;
  const assetsDir = webRoot && path.join(webRoot, 'assets') + path.sep;
  // Files are looked up per request, so a rebuilt app is served without a restart.
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', assetsDir && filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
  }
  // Client routes of the single-page app fall back to index.html; a missing file (a script of an
  // older build, say), unknown API paths and a scrape /metrics refused answer 404: a monitor or an
  // uptime check must never take the app page for an answer.
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (webRoot && isPageRequest && isPagePath(urlPath)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: SERVER_MESSAGES.routeNotFound });
  });
}
