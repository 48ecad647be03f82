/**
 * The pseudo-locale's code (Chromium's and Android's for accented, longer English), opened only by
 * `?lang=en-XA` (decision "A pseudo-locale checks the layout"). Its own file, so naming it costs the
 * app nothing: the generator is a chunk of its own.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
