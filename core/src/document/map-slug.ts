/**
 * Which map a document is drawn on, without zod (the app's entry chunk routes by it): the country's slug,
 * or `Custom/{hash}` for the user's own boundaries (decision "A map names its own boundaries by hash").
 */

/** The `country` of a map drawn on the user's own boundaries. */
export const CUSTOM_COUNTRY = 'Custom';

/** The sha256 of a stored boundary's canonical JSON, in lowercase hex (core/src/custom/custom-map.ts). */
export const BOUNDARY_HASH = /^[0-9a-f]{64}$/;

const CUSTOM_PREFIX = `${CUSTOM_COUNTRY}/`;

/**
 * Which map a document is drawn on, as one string: the country's slug, or `Custom/{hash}` for the user's
 * own boundaries. Drafts are kept under it, saved maps list it, the editor's route is made from it.
 */
export function mapSlugOf(doc: {
  readonly country: string;
  readonly boundary?: { readonly hash: string } | null;
}): string {
  return doc.boundary ? customSlugOf(doc.boundary.hash) : doc.country;
}

export function customSlugOf(hash: string): string {
  return `${CUSTOM_PREFIX}${hash}`;
}

/** The boundary hash a map slug names, if it is one of the user's own boundaries. */
export function boundaryHashOf(slug: string): string | undefined {
  if (!slug.startsWith(CUSTOM_PREFIX)) return undefined;
  const hash = slug.slice(CUSTOM_PREFIX.length);
  return BOUNDARY_HASH.test(hash) ? hash : undefined;
}
