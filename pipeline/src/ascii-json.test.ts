import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('escapes every character outside ASCII and reads back as the same value', () => {
    const value = {
      name: 'Satu Mare',
      local: 'Bistrița-Năsăud',
      emoji: '🗺️',
      quote: 'a "b" \\ c',
      n: [1.5, -2],
    };
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).toContain('Bistri\\u021ba-N\\u0103s\\u0103ud');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('keeps the indentation asked for', () => {
    expect(asciiJson({ a: 'é' }, 1)).toBe('{\n "a": "\\u00e9"\n}');
  });
});
