import { describe, expect, it } from 'vitest';
import { staleOutputs } from './build';

describe('staleOutputs', () => {
  it('removes old map files with their compressed siblings, and nothing else', () => {
    const kept = 'ROU-2.screen.8c6a62e5.topo.json';
    const old = 'ROU-2.screen.0badc0de.topo.json';
    const names = [
      kept,
      `${kept}.br`,
      `${kept}.gz`,
      old,
      `${old}.br`,
      `${old}.gz`,
      'outlines.01234567.json.br',
      'ROU.projected.0badc0de.json',
      'ROU.projected.0badc0de.json.gz',
      'index.json',
      'index.json.br',
      '.stamp.json',
      'notes.txt.gz',
    ];
    expect(staleOutputs(names, new Set([kept, 'index.json']))).toEqual([
      old,
      `${old}.br`,
      `${old}.gz`,
      'outlines.01234567.json.br',
      'ROU.projected.0badc0de.json',
      'ROU.projected.0badc0de.json.gz',
    ]);
  });
});
