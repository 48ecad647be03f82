import { describe, expect, it } from 'vitest';
import { activeSectionAt, bandStart } from './aboutBands';

describe('About scroll bands (spec section 2)', () => {
  it('makes each item active exactly inside its band', () => {
    expect(activeSectionAt(0)).toBeNull();
    expect(activeSectionAt(1)).toBe('introduction');
    expect(activeSectionAt(2309)).toBe('introduction');
    expect(activeSectionAt(2310)).toBe('features');
    expect(activeSectionAt(4309)).toBe('features');
    expect(activeSectionAt(4310)).toBe('donations');
    expect(activeSectionAt(5809)).toBe('donations');
    expect(activeSectionAt(5810)).toBe('bts');
    expect(activeSectionAt(7009)).toBe('bts');
    expect(activeSectionAt(7010)).toBe('policy');
    expect(activeSectionAt(9000)).toBe('policy');
    expect(activeSectionAt(9001)).toBe('contact');
    expect(activeSectionAt(10000)).toBe('contact');
    expect(activeSectionAt(10001)).toBeNull();
  });

  it('starts each band one pixel after the previous one ends', () => {
    expect(bandStart('introduction')).toBe(1);
    expect(bandStart('features')).toBe(2310);
    expect(bandStart('contact')).toBe(9001);
  });
});
