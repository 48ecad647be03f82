import type { MapDocument } from '@mapwright/core/document/schema';
import { ApiError } from '../errors';
import type { CustomBoundaryRepository } from '../repositories/custom-boundaries';

/**
 * Refuses a map drawn on the user's own boundaries whose geometry is not stored (decision "Own
 * boundaries are stored once, by their content"): the document names it by hash only, so without it the
 * map could not be reopened, published or copied anywhere. 400 invalid-argument, as for any document
 * the server cannot keep; the browser uploads (POST /api/boundaries) and saves again.
 */
export async function requireStoredBoundary(
  doc: MapDocument,
  boundaries: Pick<CustomBoundaryRepository, 'has'>,
  action: 'save' | 'publish',
): Promise<void> {
  if (!doc.boundary || (await boundaries.has(doc.boundary.hash))) return;
  const what = action === 'save' ? 'saved' : 'published';
  throw new ApiError(
    400,
    `This map's boundaries are not stored yet: upload them first (POST /api/boundaries), then it can be ${what}.`,
  );
}
