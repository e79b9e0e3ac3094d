/**
 * Photos and the server's memory: the server as `npm start` runs it, in a process of its own, on
 * PostgreSQL and then on PGlite, takes uploads as the procedure page sends them. Each scenario
 * starts the server's peak resident memory afresh (the kernel's high-water mark) and prints the
 * answers, the time and that peak:
 *   - a JPEG of a few hundred bytes declaring 16000×16000, and a 58 KB HEIC of 16000×16000;
 *   - four 12 MP camera JPEGs (4000×3000, noise, orientation 6) sent at once;
 *   - with BENCH_HEIC=<file>, four copies of that HEIC sent at once (heif-enc makes one).
 *
 *   npm run bench:photos
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildPatientInput, buildProcedureInput } from '@clinic/contracts/testing';
import sharp from 'sharp';
import { HEIC_16000_SQUARE, jpegDeclaring, twelveMegapixelJpeg } from '../src/testing/photos/photo-bombs.ts';
import {
  benchPostgresServer,
  formatMs,
  startBenchApp,
  startPgliteServer,
  withThrowawayPglite,
  withThrowawayPostgres,
  type BenchApp,
} from './bench-support.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Upload {
  name: string;
  bytes: Buffer;
}

async function post(app: BenchApp, path: string, body: FormData | string): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${app.token}` };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return fetch(`${app.baseUrl}/api/v1${path}`, { method: 'POST', headers, body });
}

async function createProcedure(app: BenchApp): Promise<number> {
  const patientForm = new FormData();
  patientForm.append('patient_in', JSON.stringify(buildPatientInput()));
  const patient = (await (await post(app, '/patients/', patientForm)).json()) as { id: number };
  const procedure = await post(app, '/procedures/', JSON.stringify(buildProcedureInput(patient.id)));
  return ((await procedure.json()) as { id: number }).id;
}

/** Sends the uploads at once; prints their answers, the time until the last and the server's peak. */
async function scenario(app: BenchApp, procedureId: number, name: string, uploads: Upload[]) {
  app.resetPeakMemory();
  const before = app.memory()!.rss;
  const started = performance.now();
  const statuses = await Promise.all(
    uploads.map(async ({ name: fileName, bytes }) => {
      const form = new FormData();
      form.append('kind', 'before');
      form.append('angle', 'front');
      form.append('file', new Blob([bytes]), fileName);
      return (await post(app, `/procedures/${procedureId}/photos`, form)).status;
    }),
  );
  const elapsed = performance.now() - started;
  const { peak } = app.memory()!;
  return {
    scenario: name,
    answers: statuses.join(' '),
    time: formatMs(elapsed),
    'RSS before': megabytes(before),
    'peak RSS': megabytes(peak),
  };
}

async function bench(label: string, app: BenchApp, scenarios: Record<string, Upload[]>) {
  try {
    const procedureId = await createProcedure(app);
    console.log(`${label}: server at rest ${megabytes(app.memory()!.rss)}`);
    const rows = [];
    for (const [name, uploads] of Object.entries(scenarios)) rows.push(await scenario(app, procedureId, name, uploads));
    console.table(rows);
  } finally {
    await app.close();
  }
}

async function main() {
  const photo = await twelveMegapixelJpeg();
  const jpegBomb = await jpegDeclaring(16000, 16000);
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; 12 MP JPEG ${megabytes(photo.length)}, ` +
      `JPEG bomb ${jpegBomb.length} bytes, HEIC bomb ${HEIC_16000_SQUARE.length} bytes`,
  );
  const scenarios: Record<string, Upload[]> = {
    'JPEG declaring 16000×16000': [{ name: 'bomb.jpg', bytes: jpegBomb }],
    'HEIC of 16000×16000': [{ name: 'bomb.heic', bytes: HEIC_16000_SQUARE }],
    'four 12 MP JPEGs at once': [1, 2, 3, 4].map((index) => ({ name: `IMG_000${index}.jpg`, bytes: photo })),
  };
  const heic = process.env.BENCH_HEIC;
  if (heic) {
    const bytes = fs.readFileSync(heic);
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    scenarios[`four ${width}×${height} HEICs at once`] = [1, 2, 3, 4].map((index) => ({
      name: `IMG_${index}.HEIC`,
      bytes,
    }));
  }

  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_photos', async (handle, { url, dataDir }) =>
    bench('PostgreSQL', await startBenchApp(handle, dataDir, 'DOCTOR', url), scenarios),
  );
  await withThrowawayPglite('clinic-bench-photos', async (handle, dataDir) =>
    bench('PGlite', await startPgliteServer(handle, dataDir, 'DOCTOR'), scenarios),
  );
}

await main();
