import type { MapDocument } from '../../document/schema';
import { insetArrangementFor } from '../inset-arrangement';
import { insetGeometry, type InsetGeometryInput } from '../inset-geometry';

/** What the laid-out geometry depends on in a document: its inset fields (and what fits the frame). */
type InsetFields = Pick<MapDocument, 'insets' | 'frame' | 'margins' | 'title' | 'subtitle'>;

const memo = new WeakMap<object, { fields: InsetFields; result: object }>();

const sameFields = (a: InsetFields, b: InsetFields) =>
  a.insets === b.insets &&
  a.frame === b.frame &&
  a.margins === b.margins &&
  a.title === b.title &&
  a.subtitle === b.subtitle;

/**
 * The geometry with the user's changes to the territory insets applied, laid out for the frame's shape
 * (decision "Territory insets are arranged for the frame's shape"): derived once per document's inset
 * fields and geometry, for every part of a frame and every caller (screen, export, hit test).
 */
export function laidOutGeometry<G extends InsetGeometryInput>(doc: InsetFields, geometry: G): G {
  const cached = memo.get(geometry);
  if (cached && sameFields(cached.fields, doc)) return cached.result as G;
  const result = insetGeometry(doc.insets, geometry, insetArrangementFor(doc, geometry));
  memo.set(geometry, {
    fields: {
      insets: doc.insets,
      frame: doc.frame,
      margins: doc.margins,
      title: doc.title,
      subtitle: doc.subtitle,
    },
    result,
  });
  return result;
}
