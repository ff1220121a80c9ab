// What the server says about itself (GET /api/meta): the AI provider in use (demo or real) and
// limits the screens explain. Fetched once per session and shared by every screen.
import type { Meta } from '@growth-suite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const metaQuery = queryOptions({ queryKey: ['meta'], queryFn: () => api.get<Meta>('/api/meta') });
export const useMeta = () => useQuery(metaQuery);
