import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → sfnt (TrueType / OpenType), as the W3C WOFF spec describes it: each table is stored
 * zlib-compressed (or as is, when that was not smaller); undoing that and laying the tables out again
 * behind an sfnt header gives the original font. The preview renderer (resvg) reads only TTF/OTF, and
 * the fonts we ship come from npm as WOFF/WOFF2; WOFF1 needs nothing but zlib, so no font library.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

interface Table {
  readonly tag: number;
  readonly checksum: number;
  readonly data: Uint8Array;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function isWoff(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0) === WOFF_SIGNATURE
  );
}

export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (!isWoff(input) || input.byteLength < WOFF_HEADER_BYTES) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  if (WOFF_HEADER_BYTES + numTables * WOFF_ENTRY_BYTES > input.byteLength) throw new Error('Truncated WOFF');

  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    if (offset + compLength > input.byteLength) throw new Error('Truncated WOFF table');
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table does not inflate to its length');
    tables.push({ tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data });
  }

  // The directory is sorted by tag in both formats; the binary-search fields are the sfnt's own.
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * 16;
  const headerBytes = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const out = Buffer.alloc(headerBytes + tables.reduce((sum, t) => sum + pad4(t.data.byteLength), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerBytes;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.byteLength, at + 12);
    out.set(table.data, offset);
    offset += pad4(table.data.byteLength);
  });
  return out;
}
