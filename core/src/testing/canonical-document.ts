import type { MapDocument } from '../document/schema';

/**
 * A document as text with every object's keys sorted and every array as it is: two documents give the
 * same text exactly when they are deep-equal with every order that matters (arrays) included. Key
 * order is left out on purpose: it carries no meaning (decision "The legend's order is an array
 * in the document"), and jsonb does not keep it.
 */
export function canonicalDocument(doc: MapDocument): string {
  return JSON.stringify(doc, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
