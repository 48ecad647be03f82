/**
 * The byte-level parts of a PNG file (ISO/IEC 15948), pure so they can be tested without a browser:
 * signature, chunk framing with CRC-32, IHDR for 8-bit RGBA, and the scanline filter. The browser side
 * (web/src/editor/features/export/pngStream.ts) feeds filtered scanlines through CompressionStream('deflate'),
 * which produces the zlib stream an IDAT sequence holds.
 */

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG uses it; pass the previous value to continue over several buffers. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let c = ~previous >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return ~c >>> 0;
}

/** One chunk: length, type, data, CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z]{4}$/.test(type)) throw new Error(`Bad PNG chunk type: ${type}`);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** IHDR for 8 bits per channel RGBA (colour type 6), no interlace. */
export function ihdrRgba(width: number, height: number): Uint8Array<ArrayBuffer> {
  if (!(width >= 1 && height >= 1 && width <= 0x7fffffff && height <= 0x7fffffff))
    throw new RangeError('PNG size out of range');
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = 8; // bit depth
  data[9] = 6; // colour type RGBA
  data[10] = 0; // deflate
  data[11] = 0; // adaptive filtering
  data[12] = 0; // no interlace
  return pngChunk('IHDR', data);
}

/** pHYs: pixels per metre from a DPI, so print software knows the intended size. */
export function physChunk(dpi: number): Uint8Array<ArrayBuffer> {
  const perMetre = Math.round(dpi / 0.0254);
  const data = new Uint8Array(9);
  const view = new DataView(data.buffer);
  view.setUint32(0, perMetre);
  view.setUint32(4, perMetre);
  data[8] = 1; // unit: metre
  return pngChunk('pHYs', data);
}

export function iendChunk(): Uint8Array<ArrayBuffer> {
  return pngChunk('IEND', new Uint8Array(0));
}

/**
 * Writes `rows` scanlines of RGBA pixels (width x 4 bytes each, from `rgba`) into `out` with filter
 * type 1 (Sub: each byte minus the byte one pixel to the left). Flat map colours then become runs of
 * zeros, which deflate packs several times better than unfiltered rows, at the cost of one subtraction
 * per byte. `out` must hold rows x (1 + width x 4) bytes.
 */
export function filterRowsSub(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  rows: number,
  out: Uint8Array,
): void {
  const stride = width * 4;
  if (rgba.length < stride * rows || out.length < (stride + 1) * rows)
    throw new RangeError('Buffer too small');
  for (let r = 0; r < rows; r++) {
    const src = r * stride;
    const dst = r * (stride + 1);
    out[dst] = 1;
    for (let i = 0; i < 4 && i < stride; i++) out[dst + 1 + i] = rgba[src + i] ?? 0;
    for (let i = 4; i < stride; i++)
      out[dst + 1 + i] = ((rgba[src + i] ?? 0) - (rgba[src + i - 4] ?? 0)) & 0xff;
  }
}
