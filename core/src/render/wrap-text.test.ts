import { describe, expect, it } from 'vitest';
import { EM_PER_CHAR_ESTIMATE, wrapText } from './wrap-text';

describe('wrapText', () => {
  const credit =
    'Made with Natural Earth (naturalearthdata.com) · Contains public information based on the Open Government Licence v1.0 (OGL-ROU-1.0): UAT boundaries – ANCPI';

  it('keeps short text on one line', () => {
    expect(wrapText('Map data: OCHA', 500, 12)).toEqual(['Map data: OCHA']);
  });

  it('breaks long text at spaces into lines that fit, losing nothing', () => {
    const lines = wrapText(credit, 400, 12);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(credit);
    for (const line of lines)
      expect(line.trimEnd().length * 12 * EM_PER_CHAR_ESTIMATE).toBeLessThanOrEqual(400);
  });

  it('keeps a word longer than a line whole', () => {
    const lines = wrapText('a https://example.org/a/very/long/path/that/does/not/fit b', 60, 10);
    expect(lines).toContain('https://example.org/a/very/long/path/that/does/not/fit ');
    expect(lines.join('')).toBe('a https://example.org/a/very/long/path/that/does/not/fit b');
  });
});
