import { describe, expect, it } from 'vitest';
import {
  canLogIn,
  canRequestReset,
  canSignUp,
  emailIndicator,
  isValidEmail,
  matchIndicator,
  welcomeName,
} from './validation';

describe('profile validation', () => {
  it('accepts text@text.text without spaces only', () => {
    for (const ok of ['a@b.c', 'ann.lee@mail.example.org', 'x+y@d.co'])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['', 'a@b', 'ab.c', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b .c', 'a@@b.c', ' a@b.c'])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it('shows the email dot only once something is typed', () => {
    expect(emailIndicator('')).toBe('none');
    expect(emailIndicator('a')).toBe('invalid');
    expect(emailIndicator('a@b.c')).toBe('valid');
  });

  it('shows the match indicator red on mismatch and green on match', () => {
    expect(matchIndicator('secret12', '')).toBe('none');
    expect(matchIndicator('secret12', 'secret1')).toBe('invalid');
    expect(matchIndicator('secret12', 'secret12')).toBe('valid');
  });

  it('applies the no-op rules', () => {
    expect(canSignUp('a@b.c', 'secret12', 'secret12')).toBe(true);
    expect(canSignUp('', 'secret12', 'secret12')).toBe(false);
    expect(canSignUp('a@b.c', '', '')).toBe(false);
    expect(canSignUp('a@b.c', 'secret12', '')).toBe(false);
    expect(canSignUp('a@b', 'secret12', 'secret12')).toBe(false);
    expect(canSignUp('a@b.c', 'secret12', 'secret13')).toBe(false);
    expect(canLogIn('a@b.c', 'x')).toBe(true);
    expect(canLogIn('', 'x')).toBe(false);
    expect(canLogIn('a@b.c', '')).toBe(false);
    expect(canRequestReset('')).toBe(false);
    expect(canRequestReset('a@b')).toBe(false);
    expect(canRequestReset('a@b.c')).toBe(true);
  });

  it("welcomes the part before the @, or 'User'", () => {
    expect(welcomeName(undefined)).toBe('User');
    expect(welcomeName('ann.lee@example.org')).toBe('ann.lee');
  });
});
