/**
 * A map's key: which map the editor holds, as opposed to which version of it (decision "One download
 * covers one map, its key"). Edits keep it; replacing the document (a new map, a file, a published copy,
 * a saved map opened) makes another map with another key. A random UUID (version 4), so it names one map
 * of one person and says nothing about it. Kept beside the document, never in it: a draft, a saved map
 * and the undo history carry it.
 */
export type MapKey = string;

/** A map key's shape: what the server accepts (and its tables check). */
export const MAP_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isMapKey(value: unknown): value is MapKey {
  return typeof value === 'string' && MAP_KEY_PATTERN.test(value);
}

/**
 * A new map's key. From getRandomValues rather than randomUUID, which browsers give only to secure
 * pages (a plain-http address other than localhost has none).
 */
export function newMapKey(): MapKey {
  const { crypto } = globalThis as unknown as {
    crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
  };
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
