/**
 * The part of papaparse the core uses: parsing a string. Declared here rather than taken from
 * @types/papaparse, which pulls Node's types (streams, files) into the core, whose code has no I/O.
 */
declare module 'papaparse' {
  export interface ParseConfig {
    /** '' guesses it (comma, tab, semicolon, pipe …). */
    delimiter?: string;
    skipEmptyLines?: boolean | 'greedy';
  }
  export interface ParseError {
    type: string;
    code: string;
    message: string;
    row?: number;
  }
  export interface ParseResult {
    data: string[][];
    errors: ParseError[];
    meta: { delimiter: string; linebreak: string; aborted: boolean; truncated: boolean };
  }
  export function parse(input: string, config?: ParseConfig): ParseResult;
  const Papa: { parse: typeof parse };
  export default Papa;
}
