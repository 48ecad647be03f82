import type { CustomFeature } from './layer';

export interface PropertySummary {
  readonly key: string;
  /** Features with a non-empty value for it. */
  readonly filled: number;
  /** Distinct values among them. */
  readonly distinct: number;
  /** The first few values, as text, for the chooser. */
  readonly examples: readonly string[];
}

const EXAMPLES = 3;

/** The file's properties, in the order the file first names them, with what the chooser shows. */
export function summariseProperties(features: readonly CustomFeature[]): PropertySummary[] {
  const byKey = new Map<string, { filled: number; values: Set<string>; examples: string[] }>();
  for (const { properties } of features) {
    for (const [key, value] of Object.entries(properties)) {
      if (value === null || value === undefined || typeof value === 'object') continue;
      const text = String(value).trim();
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { filled: 0, values: new Set(), examples: [] }));
      if (text === '') continue;
      entry.filled += 1;
      if (!entry.values.has(text) && entry.examples.length < EXAMPLES) entry.examples.push(text);
      entry.values.add(text);
    }
  }
  return [...byKey].map(([key, e]) => ({
    key,
    filled: e.filled,
    distinct: e.values.size,
    examples: e.examples,
  }));
}

/**
 * The property most likely to name the divisions: one whose key says "name", else the one with the most
 * distinct text values (a code has as many, so a key with "name" in it wins first).
 */
export function guessNameProperty(
  summaries: readonly PropertySummary[],
  features: readonly CustomFeature[],
): string | undefined {
  const texty = summaries.filter((s) => s.distinct > 0 && isMostlyText(s.key, features));
  const named = texty.filter((s) => /name|nom|naam|nombre/i.test(s.key));
  const pool = named.length > 0 ? named : texty.length > 0 ? texty : summaries.filter((s) => s.distinct > 0);
  return [...pool].sort((a, b) => b.distinct - a.distinct)[0]?.key;
}

function isMostlyText(key: string, features: readonly CustomFeature[]): boolean {
  let text = 0;
  let other = 0;
  for (const { properties } of features) {
    const value = properties[key];
    if (typeof value === 'string' && value.trim() !== '' && !/^-?\d+(\.\d+)?$/.test(value.trim())) text += 1;
    else if (value !== undefined && value !== null) other += 1;
  }
  return text > other;
}
