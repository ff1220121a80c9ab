// What the server says about itself (DESIGN §4). Built with ./check.ts: the web's first page reads it.
import { object, oneOf, string, type Infer } from './check.ts';

/** GET /api/meta: the AI provider in use and the version. */
export const MetaResponseSchema = object({
  aiProvider: oneOf(['openai', 'demo']),
  version: string(),
});

export type MetaResponse = Infer<typeof MetaResponseSchema>;
