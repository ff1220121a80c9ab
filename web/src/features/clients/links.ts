// Where the client screens lead. TODO(lead): replace stepLink with the shared one
// (packages/shared/src/steps.ts, same signature) and INTAKE_ROUTE with the intake tool's catalog
// route (`TOOL_CATALOG[INTAKE_TOOL].route`) once both are merged.
import { TOOL_CATALOG, type StepTarget, type ToolSlug } from '@growth-suite/shared';
import { ROI_ROUTE } from '../../components/layout/nav.ts';

/** "New client from a call": the intake tool's screen. */
export const INTAKE_ROUTE = '/clients/from-call';

export interface StepSource {
  tool: ToolSlug;
  id: number;
}

/** A tool's screen opened for a client and from saved results: `<route>?client=3&from=<tool>:12`. */
export function stepLink(target: StepTarget, { clientId, from = [] }: { clientId?: number; from?: readonly StepSource[] } = {}): string {
  const route = target === 'roi' ? ROI_ROUTE : TOOL_CATALOG[target].route;
  const query = [
    ...(clientId !== undefined ? [`client=${clientId}`] : []),
    ...(from.length > 0 ? [`from=${from.map((source) => `${source.tool}:${source.id}`).join(',')}`] : []),
  ];
  return query.length > 0 ? `${route}?${query.join('&')}` : route;
}

/** A saved result's own screen. */
export const resultLink = (tool: ToolSlug, id: number) => `${TOOL_CATALOG[tool].route}/${id}`;
