import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adrIndex, INDEX_FILE, readAdr } from './adrIndex';

describe('the ADR index', () => {
  it('reads the number, the title and the status of either heading style', () => {
    expect(readAdr('0001-stack.md', '# 0001 — Stack and layout\n\nStatus: accepted (2026-11-21)')).toEqual({
      file: '0001-stack.md',
      number: '0001',
      title: 'Stack and layout',
      status: 'accepted',
    });
    expect(readAdr('0138-frame.md', '# 0138: A frame\n\nStatus: superseded by 0140.').status).toBe(
      'superseded',
    );
  });

  it('is what `npm run docs:index` writes, listing every ADR', () => {
    const index = adrIndex();
    expect(index).toContain('[0001](0001-stack.md)');
    expect(index).toContain('[0138](0138-a-maps-frame-goes-with-it.md)');
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(index);
  });
});
