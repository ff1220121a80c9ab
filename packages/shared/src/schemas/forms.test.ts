import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import {
  AdminUserCreateRequestSchema,
  AdminUserUpdateRequestSchema,
  PasswordResetRequestSchema,
  SettingCreateRequestSchema,
  SettingUpdateRequestSchema,
  settingValueError,
} from './admin.ts';
import { isSafeLink } from '../links.ts';
import { LoginRequestSchema, RegisterRequestSchema } from './auth.ts';
import { ContactRequestSchema, ContactStatusRequestSchema } from './contact.ts';

const firstMessage = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? null : result.error.message;
};

describe('login', () => {
  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username or email must be at least 3 characters'],
    [{ username: 'ann', password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Username or email must be at least 3 characters'],
    [{ username: 'ann', password: 'secret1' }, null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(LoginRequestSchema, input)).toBe(message);
  });
});

describe('register', () => {
  const valid = { username: 'ann', password: 'secret1', confirmPassword: 'secret1', email: 'ann@example.com' };
  it.each([
    [{ ...valid, username: 'an' }, 'Username must be at least 3 characters'],
    [{ ...valid, password: '123', confirmPassword: '123' }, 'Password must be at least 6 characters'],
    [{ ...valid, password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }, 'Password must be less than 100 characters'],
    [{ ...valid, confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
    [valid, null],
    [{ ...valid, fullName: 'Ann Lee' }, null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(RegisterRequestSchema, input)).toBe(message);
  });
  it('refuses fields it does not know (no role or isAdmin from a client)', () => {
    const result = validate(RegisterRequestSchema, { ...valid, role: 'admin' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.fieldErrors.role).toBe('Unknown field: role');
  });
  it('turns a blank full name into null', () => {
    expect(RegisterRequestSchema.parse({ ...valid, fullName: '  ' }).fullName).toBeNull();
  });
  it('answers a non-object body with one clear message', () => {
    expect(firstMessage(RegisterRequestSchema, [])).toBe('The request body must be a JSON object');
  });
});

describe('usernames (register, admin create and admin edit share one rule)', () => {
  const BAD_CHARACTERS = 'Username may only contain letters (a-z), digits, dots, dashes and underscores';
  const forms = [
    ['register', RegisterRequestSchema, { password: 'secret1', confirmPassword: 'secret1', email: 'ann@example.com' }],
    ['admin create', AdminUserCreateRequestSchema, { email: 'ann@example.com', password: 'secret1' }],
    ['admin edit', AdminUserUpdateRequestSchema, { email: 'ann@example.com' }],
  ] as const;
  const usernameOf = (schema: (typeof forms)[number][1], rest: object, username: unknown) => {
    const result = validate(schema, { ...rest, username });
    return result.success ? { username: (result.data as { username: string }).username } : { error: result.error.fieldErrors.username };
  };

  it.each(forms)('%s: compatibility forms fold (NFKC) and surrounding spaces go', (_form, schema, rest) => {
    expect(usernameOf(schema, rest, 'ｆｕｌｌwidth')).toEqual({ username: 'fullwidth' });
    expect(usernameOf(schema, rest, ' ａｄｍｉｎｉｓｔｒａｔｏｒ ')).toEqual({ username: 'administrator' }); // then 409 on the server
    expect(usernameOf(schema, rest, '\u{1D41A}\u{1D41D}\u{1D426}')).toEqual({ username: 'adm' }); // mathematical bold
    expect(usernameOf(schema, rest, 'ann.lee_2-x')).toEqual({ username: 'ann.lee_2-x' });
  });

  it.each(forms)('%s: invisible, format and look-alike characters are refused with a field message', (_form, schema, rest) => {
    for (const name of [
      'admin\u200Bistrator', // zero-width space
      'administrator\u00AD', // soft hyphen
      'administrator\u2060', // word joiner
      '\u202Eadministrator', // right-to-left override
      'admin\uFEFFistrator', // zero-width no-break space (trimmed only at the ends)
      'administrator\uFE0F', // variation selector
      '\u0430dministrator', // Cyrillic a
      'administrat\u043Er', // Cyrillic o
      'ad\u0307ministrator', // combining dot above
      'admin istrator',
      'ann@example.com', // never an e-mail: login accepts both
      'ann\u0000',
    ]) {
      expect({ name, ...usernameOf(schema, rest, name) }).toEqual({ name, error: BAD_CHARACTERS });
    }
  });

  it.each(forms)('%s: length 3 to 200 after folding, with the spec message when short', (_form, schema, rest) => {
    expect(usernameOf(schema, rest, 'ab')).toEqual({ error: 'Username must be at least 3 characters' });
    expect(usernameOf(schema, rest, ' ab ')).toEqual({ error: 'Username must be at least 3 characters' });
    expect(usernameOf(schema, rest, undefined)).toEqual({ error: 'Username must be at least 3 characters' });
    expect(usernameOf(schema, rest, 'a'.repeat(201))).toEqual({ error: 'Must be at most 200 characters' });
    expect(usernameOf(schema, rest, 'a'.repeat(200))).toEqual({ username: 'a'.repeat(200) });
  });

  it('login folds and trims what is typed, so it finds the stored name or e-mail', () => {
    expect(LoginRequestSchema.parse({ username: ' ｆｕｌｌwidth ', password: 'secret1' }).username).toBe('fullwidth');
    expect(LoginRequestSchema.parse({ username: 'ＡＮＮ@example.com', password: 'secret1' }).username).toBe('ANN@example.com');
  });
});

describe('contact', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', subject: 'Hello there', message: 'A long enough message' };
  it.each([
    [{ ...valid, name: 'A' }, 'Name must be at least 2 characters'],
    [{ ...valid, email: 'x' }, 'Please enter a valid email address'],
    [{ ...valid, subject: 'Hey' }, 'Subject must be at least 5 characters'],
    [{ ...valid, message: 'short' }, 'Message must be at least 10 characters'],
    [valid, null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(ContactRequestSchema, input)).toBe(message);
  });
  it('accepts only the three statuses', () => {
    expect(ContactStatusRequestSchema.safeParse({ status: 'read' }).success).toBe(true);
    expect(ContactStatusRequestSchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});

describe('admin settings', () => {
  it.each([
    [{ value: 'v', category: 'links' }, 'Key is required'],
    [{ key: 'K', value: '', category: 'links' }, 'Value is required'],
    [{ key: 'K', value: 'v' }, 'Category is required'],
    [{ key: 'K', value: 'v', category: 'secrets' }, 'Category is required'],
    [{ key: 'bad key', value: 'v', category: 'links' }, 'Key may only contain letters, digits, _ . and -'],
    [{ key: 'K', value: 'v', category: 'links', description: 'd' }, null],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(SettingCreateRequestSchema, input)).toBe(message);
  });
  it('edit needs a value', () => {
    expect(firstMessage(SettingUpdateRequestSchema, { value: '   ' })).toBe('Value is required');
    expect(firstMessage(SettingUpdateRequestSchema, { value: 'x' })).toBeNull();
  });
  it('link settings accept http(s), mailto and relative links only', () => {
    expect(settingValueError('PRIVACY_POLICY_URL', '/privacy-policy')).toBeNull();
    expect(settingValueError('terms_url', 'https://example.com/terms')).toBeNull();
    expect(settingValueError('CONTACT_US_URL', 'mailto:hi@example.com')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.example', 'nonsense']) {
      expect(isSafeLink(bad)).toBe(false);
      expect(settingValueError('CONTACT_US_URL', bad)).toBe('Links must start with http://, https://, mailto: or /');
    }
  });
  it('SUPPORT_EMAIL must be an e-mail; other keys are free text', () => {
    expect(settingValueError('SUPPORT_EMAIL', 'nope')).toBe('Please enter a valid email');
    expect(settingValueError('SUPPORT_EMAIL', 'help@example.com')).toBeNull();
    expect(settingValueError('COMPANY_NAME', 'javascript:anything')).toBeNull();
  });
});

describe('admin users', () => {
  const valid = { username: 'bob', email: 'bob@example.com', password: 'secret1' };
  it.each([
    [{ ...valid, username: 'bo' }, 'Username must be at least 3 characters'],
    [{ ...valid, email: 'bob' }, 'Please enter a valid email'],
    [{ ...valid, password: '123' }, 'Password must be at least 6 characters'],
    [valid, null],
  ])('create %j → %s', (input, message) => {
    expect(firstMessage(AdminUserCreateRequestSchema, input)).toBe(message);
  });
  it('isAdmin defaults to false; unknown fields such as role are refused', () => {
    expect(AdminUserCreateRequestSchema.parse(valid).isAdmin).toBe(false);
    expect(AdminUserCreateRequestSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
  it('edit has no password field', () => {
    expect(AdminUserUpdateRequestSchema.safeParse({ username: 'bob', email: 'bob@example.com', isAdmin: true }).success).toBe(true);
    expect(AdminUserUpdateRequestSchema.safeParse({ username: 'bob', email: 'bob@example.com', password: 'secret1' }).success).toBe(false);
  });
  it('password reset needs 6 characters', () => {
    expect(firstMessage(PasswordResetRequestSchema, { newPassword: '12345' })).toBe('Password must be at least 6 characters');
    expect(firstMessage(PasswordResetRequestSchema, { newPassword: '123456' })).toBeNull();
  });
});
