// Workspaces (DESIGN §11): the requests that create and change a team workspace and its members.
// A workspace's slug names it in the team's URLs (`/t/:slug/…`): lower-case letters, digits and single
// hyphens, made from the name when not given.
import { z } from 'zod';
import { tooLong } from '../constants.ts';
import { email, isStorableText, INVALID_CHARACTERS } from './fields.ts';
import { WORKSPACE_LIMITS, WORKSPACE_ROLES } from '../workspaces/roles.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens (for example "acme-growth")';

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(WORKSPACE_LIMITS.name, { error: tooLong(WORKSPACE_LIMITS.name) })
  .refine(isStorableText, { error: INVALID_CHARACTERS });

const slug = z
  .string({ error: SLUG_MESSAGE })
  .trim()
  .min(WORKSPACE_LIMITS.slugMin, { error: `Must be at least ${WORKSPACE_LIMITS.slugMin} characters` })
  .max(WORKSPACE_LIMITS.slug, { error: tooLong(WORKSPACE_LIMITS.slug) })
  .regex(SLUG_PATTERN, { error: SLUG_MESSAGE });

/**
 * POST /api/workspaces: a team workspace; the caller becomes its owner. `copyBrandFrom: 'personal'` starts
 * the team's brand as a copy of the caller's own personal brand (firm, sender, logo, terms, money); absent,
 * the team starts with only the caller's money (currency and locale).
 */
export const WorkspaceCreateRequestSchema = z.strictObject({
  name,
  slug: slug.optional(),
  copyBrandFrom: z.enum(['personal'], { error: 'copyBrandFrom can only be "personal"' }).optional(),
});
export type WorkspaceCreateRequest = z.infer<typeof WorkspaceCreateRequestSchema>;

/** PATCH /api/workspaces/:id (admin and owner). */
export const WorkspaceUpdateRequestSchema = z
  .strictObject({ name: name.optional(), slug: slug.optional() })
  .refine((body) => body.name !== undefined || body.slug !== undefined, { error: 'Give a new name or slug' });
export type WorkspaceUpdateRequest = z.infer<typeof WorkspaceUpdateRequestSchema>;

/** PATCH /api/workspaces/:id/members/:userId. */
export const MemberUpdateRequestSchema = z.strictObject({ role: z.enum(WORKSPACE_ROLES, { error: `Choose a role: ${WORKSPACE_ROLES.join(', ')}` }) });
export type MemberUpdateRequest = z.infer<typeof MemberUpdateRequestSchema>;

/** POST /api/workspaces/:id/transfer (owner): that member becomes an owner, the caller an admin. */
export const WorkspaceTransferRequestSchema = z.strictObject({ userId: z.number({ error: 'Choose the member' }).int().positive({ error: 'Choose the member' }) });
export type WorkspaceTransferRequest = z.infer<typeof WorkspaceTransferRequestSchema>;

/** POST /api/workspaces/:id/invitations (admin and up): an address and the role it joins with (owners are made, not invited). */
export const InvitationCreateRequestSchema = z.strictObject({
  email: email(),
  role: z.enum(['admin', 'member'], { error: 'Choose a role: admin or member' }),
});
export type InvitationCreateRequest = z.infer<typeof InvitationCreateRequestSchema>;

/** How long an invitation's link stays valid. */
export const INVITATION_DAYS = 7;

/** A slug from a name: "Acme Growth & Co." → "acme-growth-co" (the api adds "-2", "-3"… when taken). */
export function slugFromName(value: string): string {
  const made = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, WORKSPACE_LIMITS.slug - 4)
    .replace(/-+$/, '');
  return made.length >= WORKSPACE_LIMITS.slugMin ? made : `team-${made || 'space'}`;
}
