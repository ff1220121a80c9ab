// A tool request's `context` (DESIGN §10): the client it is for and the saved results it is made
// from. Both must be the request's workspace's: anything else is 404, as if it did not exist (never 403).
import { isWorkspaceClient, type Knex, type Scope } from '@growth-suite/db';
import { CLIENT_NOT_FOUND, GenerationContextSchema, validate, type GenerationContext } from '@growth-suite/shared';
import { badRequest, notFound } from '../../errors.ts';

export const SOURCE_NOT_FOUND = 'Source result not found';

/** The context checked for shape (a 400 names the field `context`, whatever inside it is wrong); empty parts left out. */
export function parseContext(raw: unknown): GenerationContext | undefined {
  const parsed = validate(GenerationContextSchema, raw);
  if (!parsed.success) {
    const isObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
    const message = isObject ? `context: ${parsed.error.message}` : 'context must be an object: {clientId?, sourceIds?}';
    throw badRequest(message, { context: message });
  }
  const context = parsed.data;
  const clean: GenerationContext = {
    ...(context.clientId !== undefined ? { clientId: context.clientId } : {}),
    ...(context.sourceIds && context.sourceIds.length > 0 ? { sourceIds: context.sourceIds } : {}),
  };
  return Object.keys(clean).length > 0 ? clean : undefined;
}

/** 404 unless the client and every source are the workspace's. */
export async function checkContext(knex: Knex, scope: Scope, context: GenerationContext): Promise<void> {
  if (context.clientId !== undefined && !(await isWorkspaceClient(knex, scope, context.clientId))) throw notFound(CLIENT_NOT_FOUND);
  const sourceIds = context.sourceIds ?? [];
  if (sourceIds.length === 0) return;
  const owned = await knex('generations').where({ workspace_id: scope.workspaceId }).whereIn('id', sourceIds).pluck('id');
  if (owned.length !== sourceIds.length) throw notFound(SOURCE_NOT_FOUND);
}
