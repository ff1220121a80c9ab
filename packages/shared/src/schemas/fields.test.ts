import { describe, expect, it } from 'vitest';
import { email, INVALID_CHARACTERS, isStorableText, optionalText, outText, text } from './fields.ts';

describe('text that can be stored', () => {
  it('tells well-formed text from lone surrogates and NUL', () => {
    for (const good of ['plain', 'émigré', '日本語', '🚀 rocket', 'tab\tand\nnew line']) expect(isStorableText(good)).toBe(true);
    for (const bad of ['\uD800', 'a\uD83Dz', '\uDE80 after', 'nul\u0000inside']) expect(isStorableText(bad)).toBe(false);
  });

  it('every input field builder refuses it with one clear message', () => {
    for (const schema of [text(2, 'Please enter your full name'), email(), optionalText()]) {
      const result = schema.safeParse('ok text \uD800');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    }
    expect(text(2, 'x').safeParse('fine 🚀').success).toBe(true);
  });

  it('model output is mended, not refused (refusing would pay for another call)', () => {
    expect(outText().parse('Niche \uD800 name\u0000')).toBe('Niche \uFFFD name\uFFFD');
    expect(isStorableText(outText().parse('x\uDC00'))).toBe(true);
  });
});
