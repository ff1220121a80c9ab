import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validate } from './validation.ts';

describe('validation errors', () => {
  it('every field name gets its first message, even names an object literal would inherit', () => {
    const schema = z.strictObject({ name: z.string({ error: 'Name please' }) });
    const input = JSON.parse('{"constructor":1,"__proto__":2,"toString":3}');
    const result = validate(schema, input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.error.fieldErrors).sort()).toEqual(['__proto__', 'constructor', 'name', 'toString']);
    expect(result.error.fieldErrors.constructor).toBe('Unknown field: constructor');
    expect(Object.getOwnPropertyDescriptor(result.error.fieldErrors, '__proto__')?.value).toBe('Unknown field: __proto__');
    expect(result.error.message).toBe('Name please');
  });
});
