/**
 * One HEIC photo, decoded and encoded off the server's event loop: this worker gets the file's
 * bytes, answers with the processed photo (or that it could not read it) and is ended. libheif's
 * WebAssembly memory never shrinks, so ending the worker is what gives it back.
 */
import { parentPort } from 'node:worker_threads';
import { MAX_PHOTO_MEGAPIXELS } from '@clinic/contracts';
import libheif from 'libheif-js/wasm-bundle.js';
import sharp from 'sharp';
import { PHOTO_INPUT, encodePhoto, type ProcessedPhoto } from './photo-encoding.ts';

export type HeicJobResult = { ok: true; photo: ProcessedPhoto } | { ok: false };

const isError = (value: object): value is { code: object } => 'code' in value;

/** The primary image's handle (its size is read from the header; nothing is decoded yet). */
function primaryImage(bytes: Uint8Array) {
  const context = libheif.heif_context_alloc();
  if (libheif.heif_context_read_from_memory(context, bytes).code !== libheif.heif_error_code.heif_error_Ok) return;
  const ids = libheif.heif_js_context_get_list_of_top_level_image_IDs(context);
  if (isError(ids)) return;
  for (const id of ids) {
    const handle = libheif.heif_js_context_get_image_handle(context, id);
    if (!isError(handle) && libheif.heif_image_handle_is_primary_image(handle)) return handle;
  }
}

/** Rows one after another, without the decoder's padding at the end of each. */
function packedRows({
  data,
  width,
  height,
  stride,
}: {
  data: Uint8Array;
  width: number;
  height: number;
  stride: number;
}) {
  const rowBytes = width * 3;
  if (stride === rowBytes) return data;
  const packed = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row += 1)
    packed.set(data.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  return packed;
}

async function processHeic(bytes: Uint8Array): Promise<ProcessedPhoto | undefined> {
  const handle = primaryImage(bytes);
  if (!handle) return;
  // The server measured the header before starting this worker; libheif's own reading of it is
  // checked too, so no path decodes more than the limit.
  const width = libheif.heif_image_handle_get_width(handle);
  const height = libheif.heif_image_handle_get_height(handle);
  if (width * height > MAX_PHOTO_MEGAPIXELS * 1_000_000) return;
  // Decoded as the file says, its own rotation and mirroring applied; RGB, not RGBA: a quarter
  // less memory.
  const decoded = await libheif.heif_js_decode_image2(
    handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    libheif.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (isError(decoded)) return;
  const channel = decoded.channels.find(({ id }) => id === libheif.heif_channel.heif_channel_interleaved);
  if (!channel) return;
  // Read by sharp straight from libheif's memory: the pixels are never copied whole.
  const pixels = sharp(packedRows(channel), {
    ...PHOTO_INPUT,
    raw: { width: channel.width, height: channel.height, channels: 3 },
  });
  return encodePhoto(pixels, 'jpeg');
}

parentPort!.once('message', (bytes: Uint8Array) => {
  const answer = (result: HeicJobResult) => parentPort!.postMessage(result);
  processHeic(bytes).then(
    (photo) => answer(photo ? { ok: true, photo } : { ok: false }),
    () => answer({ ok: false }),
  );
});
