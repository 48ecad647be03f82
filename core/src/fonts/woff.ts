/** Inflates zlib data (a WOFF table): DecompressionStream('deflate') in a browser, zlib in Node. */
export type Inflate = (data: Uint8Array) => Promise<Uint8Array> | Uint8Array;

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;

/**
 * The OpenType (sfnt) font inside a WOFF 1.0 file, as a font engine or a PDF needs it: each table
 * inflated when it is stored compressed, laid out after a new table directory (WOFF 1.0 spec, section 5
 * in reverse). The @fontsource packages ship WOFF next to WOFF2; WOFF needs only zlib, which browsers
 * and Node both have, where WOFF2 would need a Brotli decoder and glyph transforms.
 */
export async function woffToSfnt(woff: Uint8Array, inflate: Inflate): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font file');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    if (offset + compLength > woff.byteLength) throw new Error('A WOFF table runs past the end of the file');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('A WOFF table inflated to the wrong length');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  const directory = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + ((t.data.byteLength + 3) & ~3), directory);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  let power = 1;
  let log = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log++;
  }
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, log);
  out.setUint16(10, numTables * 16 - power * 16);
  let offset = directory;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += (table.data.byteLength + 3) & ~3;
  });
  return sfnt;
}
