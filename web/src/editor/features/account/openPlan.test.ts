import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { CURRENT_VERSION } from '@mapwright/core/document/schema';
import { ApiError, NetworkError } from '../../../auth/api';
import type { SavedMap } from '../../../auth/savedMaps';
import { englishTranslator } from '../../../i18n/englishTranslator';
import { interpretSavedMap, openErrorMessage, unreadableMessage } from './openPlan';

const t = englishTranslator();

const savedMap = (document: unknown): SavedMap => ({
  id: 'a b',
  country: 'SriLanka',
  name: 'Tea',
  version: 3,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  document,
});

describe('interpretSavedMap', () => {
  it('opens a valid map of this country', () => {
    const result = interpretSavedMap(savedMap(createDocument('SriLanka')), 'SriLanka');
    expect(result.kind).toBe('ok');
    if (result.kind === 'ok') expect(result.doc.country).toBe('SriLanka');
  });

  it("sends a map of another country to that country's editor with the same query", () => {
    expect(interpretSavedMap(savedMap(createDocument('Japan')), 'SriLanka')).toEqual({
      kind: 'otherCountry',
      path: '/Countries/Japan?map=a%20b',
      countryName: 'Japan',
    });
  });

  it('refuses a document the core cannot read, saying why', () => {
    const result = interpretSavedMap(savedMap({ version: CURRENT_VERSION, country: 'SriLanka' }), 'SriLanka');
    expect(result.kind).toBe('error');
    if (result.kind === 'error')
      expect(unreadableMessage(result, t)).toMatch(/^"Tea" could not be opened\. This map is/);
  });
});

describe('openErrorMessage', () => {
  it('explains missing, forbidden and unreachable maps and keeps the draft', () => {
    expect(openErrorMessage(new ApiError(404, 'not-found', 'No such saved map'), t)).toMatch(
      /^That saved map was not found.*Your draft is kept\.$/,
    );
    expect(openErrorMessage(new ApiError(401, 'unauthenticated', 'x'), t)).toMatch(/sign in/);
    expect(openErrorMessage(new NetworkError('Could not reach the server.'), t)).toBe(
      'Could not reach the server. Check your connection and try again. Your draft is kept.',
    );
    expect(openErrorMessage(new ApiError(500, 'internal', 'Boom'), t)).toBe(
      'The saved map could not be opened: Boom. Your draft is kept.',
    );
  });
});
