import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lemon Squeezy signs each webhook body: hex HMAC-SHA256 of the raw bytes with the webhook secret. */
export function signBody(secret: string, raw: Uint8Array): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/**
 * True when `signature` (the X-Signature header) is the body's HMAC. Compared in constant time over the
 * decoded bytes, so the time taken says nothing about how much of a guess was right.
 */
export function verifySignature(secret: string, raw: Uint8Array, signature: string | undefined): boolean {
  if (signature === undefined || !/^[0-9a-fA-F]{64}$/.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
