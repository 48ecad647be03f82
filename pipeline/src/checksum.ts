import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export class ChecksumError extends Error {
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Checksum mismatch for ${file}: expected sha256 ${expected}, got ${actual}`);
    this.name = 'ChecksumError';
  }
}

/** Throws a ChecksumError naming the file and both hashes unless `data` hashes to `expected`. */
export function verifyBytes(file: string, data: Uint8Array, expected: string): void {
  const actual = sha256(data);
  if (actual !== expected.toLowerCase()) throw new ChecksumError(file, expected, actual);
}

/** Reads a file and verifies it; returns its bytes. */
export function readVerified(file: string, expected: string): Buffer {
  const data = readFileSync(file);
  verifyBytes(file, data, expected);
  return data;
}
