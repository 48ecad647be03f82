import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can, and finds out by trying it; under our
 * Content-Security-Policy (no 'unsafe-eval') the try is refused and the browser reports a CSP issue on
 * every page (Lighthouse's best practices count it). The interpreted parsers are fast enough for what the
 * web app parses. Imported first by main.tsx: the setting is read when a schema is built.
 */
z.config({ jitless: true });
