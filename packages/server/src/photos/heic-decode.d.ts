declare module 'heic-decode' {
  /** Decodes the primary image of a HEIC file to RGBA pixels (libheif compiled to WebAssembly). */
  export default function decode(input: {
    buffer: Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
