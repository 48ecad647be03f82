/** The spec's email rule: text, an @, text, a dot, text, and no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** A live indicator: nothing until something is typed, then red (invalid) or green (valid). */
export type Indicator = 'none' | 'invalid' | 'valid';

export function emailIndicator(email: string): Indicator {
  if (email === '') return 'none';
  return isValidEmail(email) ? 'valid' : 'invalid';
}

/** Red on mismatch, green on match, nothing while the confirmation is empty. */
export function matchIndicator(password: string, confirm: string): Indicator {
  if (confirm === '') return 'none';
  return password === confirm ? 'valid' : 'invalid';
}

/** Sign-up does nothing if any field is empty, or the email or the confirmation is flagged invalid. */
export function canSignUp(email: string, password: string, confirm: string): boolean {
  if (email === '' || password === '' || confirm === '') return false;
  return emailIndicator(email) !== 'invalid' && matchIndicator(password, confirm) !== 'invalid';
}

/** Log-in does nothing if the email or the password is empty. */
export function canLogIn(email: string, password: string): boolean {
  return email !== '' && password !== '';
}

/** Reset does nothing if the email is empty or invalid. */
export function canRequestReset(email: string): boolean {
  return isValidEmail(email);
}

/** The part of the email before the @, or 'User' when signed out (spec). */
export function welcomeName(email: string | undefined): string {
  if (!email) return 'User';
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
