import { describe, expect, it } from 'vitest';
import {
  BROKEN_TEXT_MESSAGE,
  brokenText,
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  MAX_NESTING,
  NESTING_MESSAGE,
  textProblem,
} from './text';

describe('the text rule', () => {
  it('refuses NUL, escape and DEL but keeps tab and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('line one\r\nline\ttwo')).toBe(false);
    expect(hasControlCharacters('नमस्ते ₹ 1,499')).toBe(false);
  });

  it('refuses half a surrogate pair, alone or at either end, but keeps whole pairs (emoji, flags)', () => {
    for (const text of ['\ud800', '\ud800x', 'x\udfff', '\udfff\ud800', 'a\ud83d', '\ude00b'])
      expect(brokenText(text), JSON.stringify(text)).toBe(BROKEN_TEXT_MESSAGE);
    for (const text of ['😀🇮🇳', 'e\u0301', '\ufeff\uffff', '₹ 1,499']) expect(brokenText(text), text).toBeUndefined();
    expect(brokenText('\u0000\ud800')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem({ name: 'Export', columns: [{ header: '\ud800x' }] })).toEqual({
      field: 'columns.0.header',
      message: BROKEN_TEXT_MESSAGE,
    });
    expect(textProblem({ ['k\udc00']: 1 })).toEqual({ field: 'k?', message: BROKEN_TEXT_MESSAGE });
  });

  it('names the first offending field, also inside arrays and keys', () => {
    expect(textProblem({ name: 'ok', filters: [{ value: 'x' }, { value: 'b\u0000' }] })).toEqual({
      field: 'filters.1.value',
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(textProblem({ ['ke\u0000y']: 1 })?.field).toBe('ke?y');
    expect(textProblem('\u0000')?.field).toBe('_');
    expect(textProblem({ name: 'fine', n: 3, list: [true, null] })).toBeUndefined();
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(50_000) + ']'.repeat(50_000));
    expect(textProblem(deep)?.message).toBe(NESTING_MESSAGE);
    let nested: unknown = 'leaf';
    for (let i = 0; i < MAX_NESTING; i++) nested = [nested];
    expect(textProblem(nested)).toBeUndefined();
  });
});
