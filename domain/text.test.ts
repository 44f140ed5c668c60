import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacters } from './text';

describe('the text rule', () => {
  it('refuses NUL, escape and DEL but keeps tab and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('line one\r\nline\ttwo')).toBe(false);
    expect(hasControlCharacters('नमस्ते ₹ 1,499')).toBe(false);
  });

  it('names the first offending field, also inside arrays and keys', () => {
    expect(controlCharacterPath({ name: 'ok', filters: [{ value: 'x' }, { value: 'b\u0000' }] })).toBe('filters.1.value');
    expect(controlCharacterPath({ ['ke\u0000y']: 1 })).toBe('ke?y');
    expect(controlCharacterPath('\u0000')).toBe('_');
    expect(controlCharacterPath({ name: 'fine', n: 3, list: [true, null] })).toBeUndefined();
  });
});
