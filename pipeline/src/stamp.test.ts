import { mkdtempSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP_FILE, codeDigest, inputsDigest, staleReason, type Stamp } from './stamp';
import { loadSources } from './sources';

describe('stamp', () => {
  const want = { pipelineVersion: '1', codeDigest: 'c', inputsDigest: 'i' };
  const dirWith = (stamp?: Stamp) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mw-stamp-'));
    writeFileSync(path.join(dir, 'index.json'), '{}');
    if (stamp) writeFileSync(path.join(dir, STAMP_FILE), JSON.stringify(stamp));
    return dir;
  };

  it('is current when version, code, inputs and files all match', () => {
    expect(staleReason(dirWith({ ...want, files: ['index.json'] }), want)).toBeUndefined();
  });

  it('says why it is stale', () => {
    expect(staleReason(dirWith(), want)).toMatch(/no build stamp/);
    expect(staleReason(dirWith({ ...want, pipelineVersion: '0', files: [] }), want)).toMatch(
      /pipeline version changed \(0 → 1\)/,
    );
    expect(staleReason(dirWith({ ...want, codeDigest: 'old', files: [] }), want)).toMatch(/code/);
    expect(staleReason(dirWith({ ...want, inputsDigest: 'old', files: [] }), want)).toMatch(
      /input checksums changed/,
    );
    const dir = dirWith({ ...want, files: ['index.json'] });
    unlinkSync(path.join(dir, 'index.json'));
    expect(staleReason(dir, want)).toMatch(/1 output file\(s\) missing \(e\.g\. index\.json\)/);
  });

  it('digests change with the pinned checksums', () => {
    const sources = loadSources();
    const a = inputsDigest(sources, ['LKA', 'SYR']);
    expect(inputsDigest(sources, ['SYR', 'LKA'])).toBe(a);
    const changed = sources.map((s) =>
      s.country === 'SYR' && s.level === 'ADM2' ? { ...s, sha256: '0'.repeat(64) } : s,
    );
    expect(inputsDigest(changed, ['LKA', 'SYR'])).not.toBe(a);
    expect(codeDigest()).toMatch(/^[0-9a-f]{64}$/);
  });
});
