/** How a boundary file is read, told by its content first (a renamed file still opens) and its name second. */
export type FileKind = 'json' | 'zip' | 'kml';

/** What the file's first bytes and name say it is, or null for anything else. */
export function detectKind(name: string, bytes: Uint8Array): FileKind | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{')) return 'json';
  if (head.startsWith('<') && (/<kml[\s>]/i.test(head) || /\.kml$/i.test(name))) return 'kml';
  return null;
}
