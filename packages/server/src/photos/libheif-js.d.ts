declare module 'libheif-js/wasm-bundle.js' {
  /** An opaque pointer into the WebAssembly module (a context, an image handle or an image). */
  type Pointer = object;
  /** A value of one of libheif's enums (embind keeps one object per value, so they compare by identity). */
  type HeifEnum = object;
  interface HeifError {
    code: HeifEnum;
    message: string;
  }
  interface HeifChannel {
    id: HeifEnum;
    width: number;
    height: number;
    /** Bytes per row, padding included. */
    stride: number;
    /** A view of the module's memory, valid until the image is released. */
    data: Uint8Array;
  }
  /** The part of libheif (compiled to WebAssembly) the HEIC decoder uses. */
  interface LibHeif {
    heif_context_alloc(): Pointer;
    heif_context_free(context: Pointer): void;
    heif_context_read_from_memory(context: Pointer, bytes: Uint8Array): HeifError;
    heif_js_context_get_list_of_top_level_image_IDs(context: Pointer): number[] | HeifError;
    heif_js_context_get_image_handle(context: Pointer, id: number): Pointer | HeifError;
    heif_image_handle_is_primary_image(handle: Pointer): number;
    heif_image_handle_get_width(handle: Pointer): number;
    heif_image_handle_get_height(handle: Pointer): number;
    heif_image_handle_release(handle: Pointer): void;
    heif_js_decode_image2(
      handle: Pointer,
      colorspace: HeifEnum,
      chroma: HeifEnum,
    ): Promise<{ image: Pointer; channels: HeifChannel[] } | HeifError>;
    heif_image_release(image: Pointer): void;
    heif_error_code: { heif_error_Ok: HeifEnum };
    heif_colorspace: { heif_colorspace_RGB: HeifEnum };
    heif_chroma: { heif_chroma_interleaved_RGB: HeifEnum };
    heif_channel: { heif_channel_interleaved: HeifEnum };
  }
  const libheif: LibHeif;
  export default libheif;
}
