// Share links of one saved item (DESIGN §9). Request: `CreateShareRequestSchema`
// (deliverables.ts). DELETE /api/shares/:token answers 204, no body.
import { z } from 'zod';
import { SharedItemSchema, ShareSchema } from '../deliverables.ts';

/** GET /api/history/:tool/:id/shares: the owner's links to the item. */
export const SharesResponseSchema = z.array(ShareSchema);
/** POST /api/history/:tool/:id/shares → 201 the new link. */
export const CreateShareResponseSchema = ShareSchema;
/** GET /api/shared/:token (public): the result only, never who made it. */
export const SharedItemResponseSchema = SharedItemSchema;

export type SharesResponse = z.infer<typeof SharesResponseSchema>;
export type CreateShareResponse = z.infer<typeof CreateShareResponseSchema>;
export type SharedItemResponse = z.infer<typeof SharedItemResponseSchema>;
