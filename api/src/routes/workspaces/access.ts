// A workspace route's access (DESIGN §11): the caller must belong to the workspace its path names —
// anyone else gets the same 404 as for a workspace that does not exist — and hold the role the action
// needs, else 403 naming that role. Read from MySQL on every request, so a removed member is refused
// at their next request.
import { findMembership, type WorkspaceRecord } from '@growth-suite/db';
import { roleAtLeast, roleNeeded, type WorkspaceRole } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { forbidden, notFound } from '../../errors.ts';
import { parseId } from '../../lib/validate.ts';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

/** `idParam`: the path's workspace id, as given. */
export async function memberOf(knex: Knex, userId: number, idParam: string | undefined, needs: WorkspaceRole = 'member'): Promise<WorkspaceRecord> {
  const workspace = await findMembership(knex, userId, parseId(idParam, WORKSPACE_NOT_FOUND));
  if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
  if (!roleAtLeast(workspace.role, needs)) throw forbidden(roleNeeded(needs));
  return workspace;
}
