// Bundles the server into dist/ so `npm start` runs plain JavaScript: no TypeScript loader at run
// time (the loader's own thread costs some 35 MB), and a faster start. npm packages stay external;
// the contracts package is bundled from its source. Migrations are copied beside the bundle,
// where the database client looks for them. The HEIC decoder's worker is an entry of its own,
// beside main.js, where the server starts it from.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', 'heic-worker': 'src/photos/heic-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  alias: { '@clinic/contracts': path.resolve(serverDir, '../contracts/src/index.ts') },
  logLevel: 'warning',
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server bundled into ${path.relative(process.cwd(), outdir) || '.'}`);
