import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { Publication } from '../../../auth/publications';
import type { AccountState } from './savedMapTracker';
import { planPublish, publicationIsCurrent } from './publishPlan';

const doc = createDocument('SriLanka');
const changed = { ...doc, title: { ...doc.title, text: 'Changed' } };
const saved = (version: number): AccountState => ({
  link: { id: 'm1', name: 'Rain', version },
  savedDoc: doc,
  busy: false,
});
const publication = (mapVersion: number): Publication => ({
  mapId: 'm1',
  publicId: 'p',
  path: '/m/p',
  version: 1,
  mapVersion,
  publishedAt: '',
  updatedAt: '',
});

describe('planPublish', () => {
  it('saves first when the account does not hold what the editor shows', () => {
    expect(planPublish({ link: null, savedDoc: null, busy: false }, doc)).toEqual({ kind: 'create' });
    expect(planPublish(saved(3), changed)).toEqual({ kind: 'save', id: 'm1', baseVersion: 3 });
    expect(planPublish(saved(3), doc)).toEqual({ kind: 'publish', id: 'm1', mapVersion: 3 });
  });

  it('says whether the public page is up to date', () => {
    expect(publicationIsCurrent(publication(3), saved(3), doc)).toBe(true);
    expect(publicationIsCurrent(publication(2), saved(3), doc)).toBe(false);
    expect(publicationIsCurrent(publication(3), saved(3), changed)).toBe(false);
  });
});
