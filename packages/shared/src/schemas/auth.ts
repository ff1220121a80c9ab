// Sign-in and registration (spec §5). Unknown fields are refused, so a client can never
// send `role` or `isAdmin` with a registration (mass assignment).
import { z } from 'zod';
import { LIMITS, tooLong } from '../constants.ts';
import { email, isStorableText, INVALID_CHARACTERS, loginName, optionalText, username } from './fields.ts';

const PASSWORD_SHORT = 'Password must be at least 6 characters';

/**
 * Passwords are never trimmed: spaces are part of them. A lone surrogate would be hashed as
 * U+FFFD, so two different passwords would match: refused like everywhere else.
 */
const password = (message = PASSWORD_SHORT, tooLongMessage = tooLong(LIMITS.password)) =>
  z
    .string({ error: message })
    .refine(isStorableText, { error: INVALID_CHARACTERS })
    .min(6, { error: message })
    .max(LIMITS.password, { error: tooLongMessage });

export const LoginRequestSchema = z.strictObject({
  username: loginName('Username or email must be at least 3 characters'),
  password: password(),
});

export const RegisterRequestSchema = z
  .strictObject({
    username: username(),
    password: password(PASSWORD_SHORT, 'Password must be less than 100 characters'),
    confirmPassword: password(),
    email: email(),
    fullName: optionalText(),
    /** The browser's language and region: the brand's money starts in its currency (DESIGN §11.1). Ignored when not a known locale. */
    locale: z.string().max(35).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export { password as passwordField };
