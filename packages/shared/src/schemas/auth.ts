// Sign-in and registration (spec §5). Unknown fields are refused, so a client can never
// send `role` or `isAdmin` with a registration (mass assignment).
import { z } from 'zod';
import { LIMITS, tooLong } from '../constants.ts';
import { email, optionalText, text } from './fields.ts';

const PASSWORD_SHORT = 'Password must be at least 6 characters';

/** Passwords are never trimmed: spaces are part of them. */
const password = (message = PASSWORD_SHORT, tooLongMessage = tooLong(LIMITS.password)) =>
  z.string({ error: message }).min(6, { error: message }).max(LIMITS.password, { error: tooLongMessage });

export const LoginRequestSchema = z.strictObject({
  username: text(3, 'Username or email must be at least 3 characters', LIMITS.email),
  password: password(),
});

export const RegisterRequestSchema = z
  .strictObject({
    username: text(3, 'Username must be at least 3 characters'),
    password: password(PASSWORD_SHORT, 'Password must be less than 100 characters'),
    confirmPassword: password(),
    email: email(),
    fullName: optionalText(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export { password as passwordField };
