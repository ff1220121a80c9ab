// Admin forms (spec §5) and the value rules of link settings (DESIGN §4).
import { z } from 'zod';
import { LIMITS, SETTING_CATEGORIES, tooLong } from '../constants.ts';
import { MADE_WITH_SETTING } from '../brand/schema.ts';
import { passwordField } from './auth.ts';
import { isSafeLink } from '../links.ts';
import { email, isStorableText, INVALID_CHARACTERS, optionalText, username } from './fields.ts';

export const SETTING_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

const settingValue = z
  .string({ error: 'Value is required' })
  .min(1, { error: 'Value is required' })
  .max(LIMITS.settingValue, { error: tooLong(LIMITS.settingValue) })
  .refine((value) => value.trim().length > 0, { error: 'Value is required' })
  .refine(isStorableText, { error: INVALID_CHARACTERS });

export const SettingCreateRequestSchema = z.strictObject({
  key: z
    .string({ error: 'Key is required' })
    .trim()
    .min(1, { error: 'Key is required' })
    .max(LIMITS.settingKey, { error: tooLong(LIMITS.settingKey) })
    .regex(SETTING_KEY_PATTERN, { error: 'Key may only contain letters, digits, _ . and -' }),
  value: settingValue,
  description: optionalText(LIMITS.settingDescription),
  category: z.enum(SETTING_CATEGORIES, { error: 'Category is required' }),
});

export const SettingUpdateRequestSchema = z.strictObject({ value: settingValue });

const isLinkKey = (key: string) => /_url$/i.test(key);

/** Why `value` cannot be stored under `key`, or null when it can. */
export function settingValueError(key: string, value: string): string | null {
  const trimmed = value.trim();
  if (isLinkKey(key) && !isSafeLink(trimmed)) return 'Links must start with http://, https://, mailto: or /';
  if (key === 'SUPPORT_EMAIL' && !z.email().safeParse(trimmed).success) return 'Please enter a valid email';
  if (key === MADE_WITH_SETTING && trimmed !== 'true' && trimmed !== 'false') return 'Must be true or false';
  return null;
}

const adminEmail = email('Please enter a valid email');

export const AdminUserCreateRequestSchema = z.strictObject({
  username: username(),
  email: adminEmail,
  password: passwordField(),
  fullName: optionalText(),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).default(false),
});

export const AdminUserUpdateRequestSchema = z.strictObject({
  username: username(),
  email: adminEmail,
  fullName: optionalText(),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).default(false),
});

export const PasswordResetRequestSchema = z.strictObject({
  newPassword: passwordField(),
});

export type SettingCreateRequest = z.infer<typeof SettingCreateRequestSchema>;
export type SettingUpdateRequest = z.infer<typeof SettingUpdateRequestSchema>;
export type AdminUserCreateRequest = z.infer<typeof AdminUserCreateRequestSchema>;
export type AdminUserUpdateRequest = z.infer<typeof AdminUserUpdateRequestSchema>;
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
