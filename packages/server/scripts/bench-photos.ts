/**
 * Uploading a 12 MP phone photo: a 4000×3000 JPEG with EXIF (GPS, camera) goes through the real
 * server (PGlite in a temp dir) as the procedure page sends it, BENCH_ROUNDS times one after the
 * other. Prints the time from sending to the answer (the full-size copy and the thumbnail stored),
 * the time of the image work alone (processPhoto) and the process's peak RSS, sampled every 5 ms,
 * with sharp's own memory tracking.
 *
 *   npm run bench:photos
 * Optional: BENCH_ROUNDS (5).
 */
import { performance } from 'node:perf_hooks';
import { buildPatientInput, buildProcedureInput } from '@clinic/contracts/testing';
import sharp from 'sharp';
import { processPhoto } from '../src/photos/photo-image.ts';
import { benchSetting, formatMs, servedBy, withThrowawayPglite } from './bench-support.ts';

const rounds = benchSetting('BENCH_ROUNDS', 5);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 12 MP photo with texture (noise compresses as badly as skin and hair) and a camera's EXIF. */
function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 0/1' },
    })
    .toBuffer();
}

/** Peak resident memory of this process while `work` runs. */
async function peakRss<Result>(work: () => Promise<Result>): Promise<{ result: Result; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

async function post(url: string, token: string, body: FormData | string, json = false): Promise<{ id: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

async function main() {
  await withThrowawayPglite('clinic-bench-photos', async (handle, dataDir) => {
    await servedBy(handle, dataDir, 'DOCTOR', async (app) => {
      const api = `${app.baseUrl}/api/v1`;
      const photo = await twelveMegapixelJpeg();
      console.log(
        `12 MP JPEG: 4000×3000, ${megabytes(photo.length)}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
      );
      const patientForm = new FormData();
      patientForm.append('patient_in', JSON.stringify(buildPatientInput()));
      const patient = await post(`${api}/patients/`, app.token, patientForm);
      const procedure = await post(
        `${api}/procedures/`,
        app.token,
        JSON.stringify(buildProcedureInput(patient.id)),
        true,
      );

      sharp.cache(false);
      console.log(`RSS before the uploads: ${megabytes(process.memoryUsage.rss())}`);
      for (let round = 1; round <= rounds; round += 1) {
        const form = new FormData();
        form.append('kind', 'before');
        form.append('angle', 'front');
        form.append('note', 'Benchmark');
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg');
        const started = performance.now();
        const { peak } = await peakRss(() => post(`${api}/procedures/${procedure.id}/photos`, app.token, form));
        const uploaded = performance.now() - started;
        const processingStarted = performance.now();
        const processed = await processPhoto(photo);
        const processing = performance.now() - processingStarted;
        console.log(
          `round ${round}: upload to thumbnail stored ${formatMs(uploaded)}, image work alone ${formatMs(processing)}, ` +
            `peak RSS ${megabytes(peak)} (full ${megabytes(processed.full.length)}, thumbnail ${(processed.thumb.length / 1024).toFixed(0)} KB)`,
        );
      }
      console.log(
        `sharp memory after: ${JSON.stringify(sharp.counters())}, RSS ${megabytes(process.memoryUsage.rss())}`,
      );
    });
  });
}

await main();
