import { describe, expect, it } from 'vitest';
import {
  describeProblem,
  jsonProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_STRING_LENGTH,
  textProblem,
} from './input-check';

describe('textProblem', () => {
  it('accepts text the database stores as it is, including paired surrogates (emoji)', () => {
    for (const text of ['', 'Fishing villages', 'Jaffna 🐟', 'ශ්‍රී ලංකා', '\t\n'])
      expect(textProblem(text, 100), text).toBeUndefined();
  });

  it('refuses NUL, lone surrogates and text over the limit', () => {
    expect(textProblem('a\u0000b', 100)).toBe('must not contain a NUL character');
    expect(textProblem('a\ud800', 100)).toBe('must not contain a lone surrogate (invalid Unicode)');
    expect(textProblem('\udc00a', 100)).toBe('must not contain a lone surrogate (invalid Unicode)');
    expect(textProblem('🐟'.slice(1) + '🐟', 100)).toMatch(/lone surrogate/);
    expect(textProblem('x'.repeat(101), 100)).toBe('must be at most 100 characters');
    expect(textProblem('x'.repeat(100), 100)).toBeUndefined();
  });
});

describe('jsonProblem', () => {
  it('names the field of the first problem by its path', () => {
    const body = {
      name: 'ok',
      document: { title: { text: 'a\ud800' }, annotations: [{}, { text: '\u0000' }] },
    };
    expect(jsonProblem(body)).toEqual({
      field: 'document.title.text',
      problem: 'must not contain a lone surrogate (invalid Unicode)',
    });
    expect(jsonProblem({ a: [1, ['x', 'y\u0000']] })).toEqual({
      field: 'a.1.1',
      problem: 'must not contain a NUL character',
    });
    expect(jsonProblem('\u0000')).toEqual({ field: 'body', problem: 'must not contain a NUL character' });
  });

  it('checks keys, not only values', () => {
    expect(jsonProblem({ fills: { 'IN\u0000': '#ff0000' } })).toEqual({
      field: 'fills',
      problem: 'has a key that must not contain a NUL character',
    });
  });

  it('refuses numbers JSON cannot carry (1e400 parses as Infinity), accepts every finite one', () => {
    expect(jsonProblem(JSON.parse('{"baseVersion":1e400}'))).toEqual({
      field: 'baseVersion',
      problem: 'must be a finite number',
    });
    for (const n of [0, -0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 5e-324])
      expect(jsonProblem({ n })).toBeUndefined();
  });

  it('limits every string, tighter for named fields', () => {
    expect(jsonProblem({ note: 'x'.repeat(MAX_JSON_STRING_LENGTH) })).toBeUndefined();
    expect(jsonProblem({ note: 'x'.repeat(MAX_JSON_STRING_LENGTH + 1) })?.problem).toBe(
      `must be at most ${MAX_JSON_STRING_LENGTH} characters`,
    );
    const limits = { textFields: { name: { maxLength: 5 } } };
    expect(jsonProblem({ name: 'abcdef' }, limits)).toEqual({
      field: 'name',
      problem: 'must be at most 5 characters',
    });
    expect(jsonProblem({ user: { name: 'abcde' } }, limits)).toBeUndefined();
  });

  it('requires named text fields to be text (or null when allowed)', () => {
    const fields = { textFields: { name: { maxLength: 5 }, image: { maxLength: 5, nullable: true } } };
    expect(jsonProblem({ name: false }, fields)).toEqual({ field: 'name', problem: 'must be text' });
    expect(jsonProblem({ name: null }, fields)).toEqual({ field: 'name', problem: 'must be text' });
    expect(jsonProblem({ a: [{ name: 1 }] }, fields)).toEqual({ field: 'a.0.name', problem: 'must be text' });
    expect(jsonProblem({ image: null }, fields)).toBeUndefined();
    expect(jsonProblem({ image: {} }, fields)).toEqual({ field: 'image', problem: 'must be text or null' });
    expect(jsonProblem({ other: false }, fields)).toBeUndefined();
    // An own field only: a key named like an Object.prototype member is not a rule.
    expect(jsonProblem({ toString: 1 }, fields)).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without walking it', () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 1;
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    expect(jsonProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1))?.problem).toBe(
      `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    );
    expect(jsonProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))?.problem).toMatch(/nested/);
  });

  it('writes the message as "Invalid <field>: <problem>", quoting at most 200 characters of the field', () => {
    expect(describeProblem({ field: 'name', problem: 'must not contain a NUL character' })).toBe(
      'Invalid name: must not contain a NUL character',
    );
    expect(describeProblem({ field: 'k'.repeat(5000), problem: 'p' })).toBe(`Invalid ${'k'.repeat(200)}…: p`);
  });
});
