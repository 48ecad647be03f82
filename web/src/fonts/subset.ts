import subsetWasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';

/**
 * Font subsetting with HarfBuzz's hb-subset (harfbuzzjs's standalone WebAssembly build, loaded on the
 * first export): an SVG embeds each face cut down to the characters it draws, its layout tables (GSUB,
 * GPOS) kept for what those characters need, so the viewer's browser shapes Arabic, Thai or Devanagari
 * as the screen does; a PDF embeds the glyphs it shows with their ids unchanged (shaping is done).
 */
interface SubsetExports {
  readonly memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  _initialize?: () => void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

// hb-subset.h
const HB_MEMORY_MODE_WRITABLE = 2;
const FLAG_NO_HINTING = 0x1;
const FLAG_RETAIN_GIDS = 0x2;
const SET_GLYPH_INDEX = 0;
const SET_UNICODE = 1;
const SET_DROP_TABLE_TAG = 3;

let instance: Promise<SubsetExports> | undefined;

function load(): Promise<SubsetExports> {
  instance ??= (async () => {
    const response = await fetch(subsetWasmUrl);
    if (!response.ok) throw new Error(`The font tools could not be loaded (HTTP ${response.status}).`);
    const { instance: wasm } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    const exports = wasm.exports as unknown as SubsetExports;
    exports._initialize?.();
    return exports;
  })();
  instance.catch(() => (instance = undefined));
  return instance;
}

function tag(name: string): number {
  return (
    ((name.charCodeAt(0) << 24) |
      (name.charCodeAt(1) << 16) |
      (name.charCodeAt(2) << 8) |
      name.charCodeAt(3)) >>>
    0
  );
}

export interface SubsetRequest {
  /** Keep the glyphs of these characters (and what layout reaches from them). */
  readonly codePoints?: Iterable<number>;
  /** Keep these glyph ids, at the same ids (the PDF's shaped glyphs). */
  readonly glyphs?: Iterable<number>;
  /** Drop the layout tables (glyphs already shaped). */
  readonly dropLayout?: boolean;
}

/** A TrueType/OpenType font cut down to the request (hinting dropped: exports scale freely). */
export async function subsetFont(sfnt: Uint8Array, request: SubsetRequest): Promise<Uint8Array> {
  const hb = await load();
  const fontPtr = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, fontPtr);
  const blob = hb.hb_blob_create(fontPtr, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error('The font could not be prepared.');
    let flags = FLAG_NO_HINTING;
    const unicodes = hb.hb_subset_input_set(input, SET_UNICODE);
    for (const cp of request.codePoints ?? []) hb.hb_set_add(unicodes, cp);
    if (request.glyphs) {
      flags |= FLAG_RETAIN_GIDS;
      const glyphs = hb.hb_subset_input_set(input, SET_GLYPH_INDEX);
      for (const gid of request.glyphs) hb.hb_set_add(glyphs, gid);
    }
    if (request.dropLayout) {
      const drop = hb.hb_subset_input_set(input, SET_DROP_TABLE_TAG);
      for (const name of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH']) hb.hb_set_add(drop, tag(name));
    }
    hb.hb_subset_input_set_flags(input, flags);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('The font could not be cut down to the text.');
    const result = hb.hb_face_reference_blob(subset);
    const at = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    // A fresh view: the memory may have grown while subsetting.
    const bytes = new Uint8Array(hb.memory.buffer).slice(at, at + length);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (length === 0) throw new Error('The font could not be cut down to the text.');
    return bytes;
  } finally {
    if (input !== 0) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPtr);
  }
}
