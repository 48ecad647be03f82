import { z } from 'zod';

/** The `country` of a map drawn on the user's own boundaries (decision "A map names its own boundaries by hash"). */
export const CUSTOM_COUNTRY = 'Custom';

/** The sha256 of a stored boundary's canonical JSON, in lowercase hex (core/src/custom/stored.ts). */
export const BOUNDARY_HASH = /^[0-9a-f]{64}$/;

/**
 * Since version 11: the user's own boundaries the map is drawn on, named by their content's hash (stored
 * once on the server and in the browser; the map's saves stay small), and what the user called them.
 * Null: the map is one of Mapwright's (its `country`).
 */
export const boundarySchema = z
  .object({
    hash: z.string().regex(BOUNDARY_HASH, 'is not a boundary hash'),
    name: z.string().trim().min(1).max(200),
  })
  .nullable();
export type BoundaryRef = NonNullable<z.infer<typeof boundarySchema>>;

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
