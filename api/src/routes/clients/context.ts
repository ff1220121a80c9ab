// A tool request's `context` (DESIGN §10): the client it is for and the saved results it is made
// from. Both must be the caller's: anything else is 404, as if it did not exist (never 403).
import { isOwnClient, type Knex } from '@growth-suite/db';
import { CLIENT_NOT_FOUND, GenerationContextSchema, type GenerationContext } from '@growth-suite/shared';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { parseBody } from '../../lib/validate.ts';

export const SOURCE_NOT_FOUND = 'Source result not found';

const ContextBodySchema = z.object({ context: GenerationContextSchema });

/** The context checked for shape (400 with `fieldErrors.context`); empty parts left out. */
export function parseContext(raw: unknown): GenerationContext | undefined {
  const { context } = parseBody(ContextBodySchema, { context: raw });
  const clean: GenerationContext = {
    ...(context.clientId !== undefined ? { clientId: context.clientId } : {}),
    ...(context.sourceIds && context.sourceIds.length > 0 ? { sourceIds: context.sourceIds } : {}),
  };
  return Object.keys(clean).length > 0 ? clean : undefined;
}

/** 404 unless the client and every source are the caller's. */
export async function checkContext(knex: Knex, userId: number, context: GenerationContext): Promise<void> {
  if (context.clientId !== undefined && !(await isOwnClient(knex, userId, context.clientId))) throw notFound(CLIENT_NOT_FOUND);
  const sourceIds = context.sourceIds ?? [];
  if (sourceIds.length === 0) return;
  const owned = await knex('generations').where({ user_id: userId }).whereIn('id', sourceIds).pluck('id');
  if (owned.length !== sourceIds.length) throw notFound(SOURCE_NOT_FOUND);
}
