// What the server says about itself (GET /api/meta): the AI provider in use (demo or real) and
// limits the screens explain. Fetched once per session and shared by every screen.
import { MetaResponseSchema } from '@growth-suite/shared/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

export const metaQuery = queryOptions({ queryKey: ['meta'], meta: SERVER_RENDERED, queryFn: () => api.get('/api/meta', MetaResponseSchema) });
export const useMeta = () => useQuery(metaQuery);
