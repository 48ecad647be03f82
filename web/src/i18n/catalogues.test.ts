import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/**
 * The catalogues are complete and every key is used: each language has every namespace and every key
 * English has, and no other; each message is valid ICU in its language and speaks of the same
 * arguments and tags as the English one; every key the code asks for (t('…'), <Trans i18nKey>) is in
 * the English catalogue, and every English key is asked for somewhere.
 */
const CATALOGUE_FILES = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });
/**
 * Every source file of the web app, and of the server (its own pages speak from the catalogues'
 * server namespaces), but the tests and the catalogues themselves.
 */
const SOURCE_FILES = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '../../../server/src/**/*.ts',
    '!../**/*.test.{ts,tsx}',
    '!../../../server/src/**/*.test.ts',
  ],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = ''): Catalogue {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${prefix}: a message is a string, or an object of messages`);
  const out: Catalogue = {};
  for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

function readCatalogues(lng: string): Record<string, Catalogue> {
  const prefix = `./locales/${lng}/`;
  return Object.fromEntries(
    Object.entries(CATALOGUE_FILES)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, body]) => [path.slice(prefix.length, -'.json'.length), flatten(body)]),
  );
}

/** The arguments ({name}, {count, plural, …}) a message uses, and its tags (<link>…</link>, <regions/>). */
function shape(message: string, lng: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (typeof node.value === 'string' && node.type !== 0 && node.type !== 7) args.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  // Tags are left to react-i18next's <Trans>, as the app's ICU formatter does (ignoreTag).
  walk(new IntlMessageFormat(message, lng, undefined, { ignoreTag: true }).getAst());
  const tags = [...message.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => m[0]).sort();
  return { args: [...args].sort(), tags };
}

/**
 * Tags named like HTML's void elements (<link>, <img>…) lose their content in <Trans>, whose parser
 * reads them as self-closing: "<link>Choose</link>" would render an empty link.
 */
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

const english = readCatalogues('en');
const namespaces = Object.keys(english).sort();

describe('the catalogues', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has every namespace and key English has, and no other', (lng) => {
    const catalogues = readCatalogues(lng);
    expect(Object.keys(catalogues).sort()).toEqual(namespaces);
    for (const ns of namespaces) {
      const keys = Object.keys(catalogues[ns] ?? {}).sort();
      const wanted = Object.keys(english[ns] ?? {}).sort();
      expect(
        { ns, missing: wanted.filter((k) => !keys.includes(k)) },
        `${lng}/${ns}.json lacks keys English has`,
      ).toEqual({ ns, missing: [] });
      expect(
        { ns, extra: keys.filter((k) => !wanted.includes(k)) },
        `${lng}/${ns}.json has unknown keys`,
      ).toEqual({ ns, extra: [] });
    }
  });

  it.each(LANGUAGES.map((l) => l.code))(
    '%s: every message is valid ICU with the arguments and tags of the English one',
    (lng) => {
      const catalogues = readCatalogues(lng);
      for (const ns of namespaces)
        for (const [key, message] of Object.entries(catalogues[ns] ?? {})) {
          const where = `${lng}/${ns}.json ${key}`;
          expect(message.trim(), `${where} is empty`).not.toBe('');
          const source = english[ns]?.[key];
          if (source === undefined) continue; // reported by the test above
          expect(() => shape(message, lng), `${where} is not valid ICU`).not.toThrow();
          expect(shape(message, lng), where).toEqual(shape(source, 'en'));
          const voidTags = [...message.matchAll(/<\/?([A-Za-z0-9]+)/g)].filter((m) =>
            VOID_ELEMENTS.has(m[1] ?? ''),
          );
          expect(
            voidTags.map((m) => m[0]),
            `${where} names a tag like a void HTML element`,
          ).toEqual([]);
        }
    },
  );
});

interface KeyUse {
  readonly file: string;
  /** 'ns:key', or a pattern for a key built in a template literal (t(`showcase.${key}.p1`)). */
  readonly key: string | RegExp;
}

/**
 * The keys a file asks for. A key without 'ns:' is in the namespace of the useTranslation call above
 * it in the file; a template literal's ${…} stands for any run of characters.
 */
function keysUsed(file: string, text: string): KeyUse[] {
  const nsAt: { at: number; ns: string }[] = [...text.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'/g)].map(
    (m) => ({ at: m.index, ns: m[1] ?? 'common' }),
  );
  const namespaceAt = (at: number) => nsAt.filter((n) => n.at < at).at(-1)?.ns ?? nsAt[0]?.ns ?? 'common';
  const qualify = (raw: string, at: number) => (raw.includes(':') ? raw : `${namespaceAt(at)}:${raw}`);
  const uses: KeyUse[] = [];
  for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) uses.push({ file, key: qualify(m[1] ?? '', m.index) });
  for (const m of text.matchAll(/\bt\(\s*`([^`]+)`/g)) {
    const parts = (m[1] ?? '').split(/\$\{[^}]*\}/);
    const full = qualify(parts.join('\u0000'), m.index);
    const escaped = full.split('\u0000').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    uses.push({ file, key: new RegExp(`^${escaped.join('.+')}$`) });
  }
  for (const m of text.matchAll(/i18nKey=(?:"([^"]+)"|\{([^}]+)\})/g)) {
    const literals =
      m[1] !== undefined ? [m[1]] : [...(m[2] ?? '').matchAll(/'([^']+)'/g)].map((q) => q[1] ?? '');
    for (const raw of literals) uses.push({ file, key: qualify(raw, m.index) });
  }
  return uses;
}

describe('the code and the English catalogue', () => {
  const uses = Object.entries(SOURCE_FILES).flatMap(([path, text]) => keysUsed(path, text));
  const englishKeys = namespaces.flatMap((ns) => Object.keys(english[ns] ?? {}).map((k) => `${ns}:${k}`));

  it('finds the keys of a file, in the namespace of its useTranslation', () => {
    const found = keysUsed(
      'x.tsx',
      "const { t } = useTranslation('home'); t('a.b'); t('common:c'); t(`s.${k}.p1`); <Trans i18nKey={x ? 'd' : 'e'} />",
    ).map((u) => String(u.key));
    expect(found).toEqual(['home:a.b', 'common:c', String(/^home:s\..+\.p1$/), 'home:d', 'home:e']);
  });

  it('asks only for keys the English catalogue has', () => {
    const missing = uses.filter((u) =>
      typeof u.key === 'string'
        ? !englishKeys.includes(u.key)
        : !englishKeys.some((k) => (u.key as RegExp).test(k)),
    );
    expect(missing.map((u) => `${u.file}: ${String(u.key)}`)).toEqual([]);
  });

  it('uses every key of the English catalogue', () => {
    const unused = englishKeys.filter(
      (k) => !uses.some((u) => (typeof u.key === 'string' ? u.key === k : u.key.test(k))),
    );
    expect(unused).toEqual([]);
  });
});
