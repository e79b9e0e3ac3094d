/**
 * One HEIC photo, decoded off the server's event loop: this worker gets the file's bytes, answers
 * with its RGB pixels (or that it could not read it) and is ended. libheif's WebAssembly memory
 * never shrinks, so ending the worker is what gives it back, before the pixels are encoded.
 */
import { parentPort } from 'node:worker_threads';
import { MAX_PHOTO_MEGAPIXELS } from '@clinic/contracts';
import libheif from 'libheif-js/wasm-bundle.js';

/** A decoded picture: rows of RGB, one after another. */
export interface RgbPicture {
  width: number;
  height: number;
  pixels: Uint8Array<ArrayBuffer>;
}

export type HeicJobResult = ({ ok: true } & RgbPicture) | { ok: false };

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

/** The rows copied out of libheif's memory, without the padding at the end of each. */
function copiedRows({
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
  const rows = new Uint8Array(rowBytes * height);
  if (stride === rowBytes) rows.set(data.subarray(0, rows.length));
  else
    for (let row = 0; row < height; row += 1)
      rows.set(data.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  return rows;
}

async function decodeHeic(bytes: Uint8Array): Promise<RgbPicture | undefined> {
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
  return { width: channel.width, height: channel.height, pixels: copiedRows(channel) };
}

parentPort!.once('message', (bytes: Uint8Array) => {
  const answer = (result: HeicJobResult) => parentPort!.postMessage(result);
  decodeHeic(bytes).then(
    (picture) =>
      picture ? parentPort!.postMessage({ ok: true, ...picture }, [picture.pixels.buffer]) : answer({ ok: false }),
    () => answer({ ok: false }),
  );
});
