// "Forgot password?" (DESIGN §11): asking for a link, and choosing a new password with it.
import { z } from 'zod';
import { LIMITS, tooLong } from '../constants.ts';
import { email, isStorableText, INVALID_CHARACTERS } from './fields.ts';

const PASSWORD_SHORT = 'Password must be at least 6 characters';
const newPassword = () =>
  z
    .string({ error: PASSWORD_SHORT })
    .refine(isStorableText, { error: INVALID_CHARACTERS })
    .min(6, { error: PASSWORD_SHORT })
    .max(LIMITS.password, { error: tooLong(LIMITS.password) });

export const PasswordForgotRequestSchema = z.strictObject({ email: email() });

export const PasswordResetWithTokenRequestSchema = z
  .strictObject({
    token: z.string({ error: 'This link is not valid' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' }),
    password: newPassword(),
    confirmPassword: newPassword(),
  })
  .refine((value) => value.password === value.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** 400: the link was used, has expired, or never was. */
export const RESET_LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

export type PasswordForgotRequest = z.infer<typeof PasswordForgotRequestSchema>;
export type PasswordResetWithTokenRequest = z.infer<typeof PasswordResetWithTokenRequestSchema>;
