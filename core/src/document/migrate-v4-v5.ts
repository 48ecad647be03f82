import { z } from 'zod';
import { documentV5Shape } from './migrate-v5-v6';
import { withLevelInvariants } from './schema';

/**
 * Version 4's fields, frozen here: version 5 adds `labels`, and the older versions' schemas build on
 * this shape rather than on today's, so a later field never reaches back into an old migration.
 */
const { labels: _labels, ...v4Fields } = documentV5Shape;
export const documentV4Shape = { ...v4Fields, version: z.literal(4) };

export const documentV4Schema = withLevelInvariants(z.object(documentV4Shape));
export type DocumentV4 = z.infer<typeof documentV4Schema>;

/** Version 5's label defaults, frozen: new maps take labels.ts's, which may change. */
function v5Labels(level: 1 | 2) {
  const one = level === 1;
  return {
    visible: false,
    which: 'all',
    picked: [],
    content: 'name',
    script: 'latin',
    fontFamily: 'Inter, "Helvetica Neue", Arial, sans-serif',
    fontSize: one ? 12 : 9,
    fontWeight: one ? 700 : 400,
    color: one ? '#1a1a1a' : '#333333',
    haloColor: '#ffffff',
    haloWidth: one ? 2.5 : 2,
    uppercase: one,
    minArea: one ? 150 : 60,
    priority: 'area',
    callouts: [],
    overrides: {},
  };
}

/** Version 4 -> 5: labels arrive, off on both levels, so an old map looks as it did. */
export function migrateV4toV5(v4: DocumentV4): unknown {
  return { ...v4, version: 5, labels: { 1: v5Labels(1), 2: v5Labels(2) } };
}
