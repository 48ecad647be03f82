import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The pseudo-locale's form of one English message (decision "A pseudo-locale checks the layout"):
 * every Latin letter of its literal text accented, its vowels doubled (English grows by about 40 %,
 * as French and German do), the whole in brackets, so a cut-off end or an English string left in the
 * interface shows at a glance. Arguments, plurals, selects, `#` and `<tags>` are kept byte for byte:
 * only the parser's literal nodes are rewritten.
 */
export function pseudoMessage(message: string): string {
  const literals: Literal[] = [];
  collectLiterals(parse(message), false, literals);
  let out = '';
  let at = 0;
  for (const literal of literals.sort((a, b) => a.start - b.start)) {
    out += message.slice(at, literal.start) + escapeLiteral(pseudoText(literal.value), literal.inPlural);
    at = literal.end;
  }
  return `[${out}${message.slice(at)}]`;
}

interface Literal {
  readonly start: number;
  readonly end: number;
  readonly value: string;
  /** Inside a plural's option, where a bare # stands for the number. */
  readonly inPlural: boolean;
}

interface AstNode {
  readonly type: number;
  readonly value?: string;
  readonly location?: { start: { offset: number }; end: { offset: number } };
  readonly options?: Record<string, { value: readonly AstNode[] }>;
}

const LITERAL = 0;
const PLURAL = 6;

function parse(message: string): readonly AstNode[] {
  // Tags are react-i18next's (<Trans>), left to it as the app's formatter does (ignoreTag).
  return new IntlMessageFormat(message, 'en', undefined, {
    ignoreTag: true,
    captureLocation: true,
  }).getAst() as readonly AstNode[];
}

function collectLiterals(nodes: readonly AstNode[], inPlural: boolean, into: Literal[]): void {
  for (const node of nodes) {
    if (node.type === LITERAL && node.location && typeof node.value === 'string') {
      into.push({
        start: node.location.start.offset,
        end: node.location.end.offset,
        value: node.value,
        inPlural,
      });
    }
    for (const option of Object.values(node.options ?? {}))
      collectLiterals(option.value, inPlural || node.type === PLURAL, into);
  }
}

/** ICU quoting: an apostrophe doubled, braces (and # in a plural) quoted. */
function escapeLiteral(text: string, inPlural: boolean): string {
  return text.replace(/'/g, "''").replace(inPlural ? /[{}#]/g : /[{}]/g, (ch) => `'${ch}'`);
}

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((ch, i) => [
    ch,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] ?? ch,
  ]),
);
const VOWELS = /[aeiouAEIOU]/;
/** A tag of react-i18next's (<link>, </link>, <regions/>): its name must stay as the code wrote it. */
const TAG = /(<\/?[A-Za-z0-9]+\s*\/?>)/;

function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : [...part]
            .map((ch) => (VOWELS.test(ch) ? (ACCENTED[ch] ?? ch).repeat(2) : (ACCENTED[ch] ?? ch)))
            .join(''),
    )
    .join('');
}
