/**
 * The content hash of a document (decision "A download credit covers one version of a map"): SHA-256, in lowercase hex, of its canonical JSON:
 * object keys sorted (jsonb and JavaScript both reorder keys, so key order must not change the hash),
 * arrays in their order (order that matters is always an array), `undefined` members left out as
 * JSON.stringify does. The web app sends it with a download request; the server keys the download
 * credit by it; both compute it with this function, so one version of a map has one hash everywhere.
 */
export async function documentContentHash(doc: unknown): Promise<string> {
  const { TextEncoder: Encoder, crypto } = globalThis as unknown as WebPlatform;
  const digest = await crypto.subtle.digest('SHA-256', new Encoder().encode(canonicalJson(doc)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with every object's keys in code-unit order; otherwise what JSON.stringify writes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * The two Web APIs used, present in browsers and in Node (20+) alike; typed here because the core
 * compiles without the DOM library.
 */
interface WebPlatform {
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
  readonly crypto: {
    readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
  };
}
