import { describe, expect, it } from 'vitest';
import { copyName, defaultMapName, MAX_MAP_NAME_LENGTH } from './mapNames';

describe('saved map names', () => {
  it('defaults to the country and the local date', () => {
    expect(defaultMapName('Sri Lanka', new Date(2025, 0, 5, 23, 59))).toBe('Sri Lanka map 2025-01-05');
    expect(defaultMapName('India', new Date(2024, 11, 31, 0, 1))).toBe('India map 2024-12-31');
  });

  it('names a copy after the original and keeps it within the limit', () => {
    expect(copyName('Tea estates')).toBe('Tea estates (copy)');
    const long = copyName('x'.repeat(MAX_MAP_NAME_LENGTH));
    expect(long).toHaveLength(MAX_MAP_NAME_LENGTH);
    expect(long.endsWith('x (copy)')).toBe(true);
  });
});
