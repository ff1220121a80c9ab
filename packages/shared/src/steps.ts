// Links that open a tool to work for a client and from saved results:
// `<route>?client=<clientId>&from=<tool>:<id>[,<tool>:<id>]` (issue: client workspaces). The screen
// reads the same query back and fills its form through the tool's prefill. Zod-free: the client page
// and the result screens build these links.
import { isToolSlug, TOOL_CATALOG, type ToolSlug } from './catalog.ts';


/** A saved result a step is made from. */
export interface StepSource {
  tool: ToolSlug;
  id: number;
}

export interface StepQuery {
  clientId?: number | undefined;
  from?: readonly StepSource[] | undefined;
}

/** A saved result's own screen: its tool's route and its id. */
export const resultLink = (tool: ToolSlug, id: number) => `${TOOL_CATALOG[tool].route}/${id}`;

/** The screen's path for a step target. */
export const stepRoute = (target: ToolSlug) => TOOL_CATALOG[target].route;

/** The link that opens `target` for a client and from results: `<route>?client=3&from=<tool>:12`. */
export function stepLink(target: ToolSlug, { clientId, from = [] }: StepQuery = {}): string {
  const query = [
    ...(clientId !== undefined ? [`client=${clientId}`] : []),
    ...(from.length > 0 ? [`from=${from.map((source) => `${source.tool}:${source.id}`).join(',')}`] : []),
  ];
  return query.length > 0 ? `${stepRoute(target)}?${query.join('&')}` : stepRoute(target);
}

const ID = /^[1-9]\d{0,9}$/;

/** The step query of a URL's search (`?client=3&from=…`); malformed parts are dropped, not guessed. */
export function parseStepQuery(search: string | URLSearchParams): { clientId?: number; from: StepSource[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const client = params.get('client') ?? '';
  const from: StepSource[] = [];
  for (const part of (params.get('from') ?? '').split(',')) {
    const [tool = '', id = ''] = part.split(':');
    if (isToolSlug(tool) && ID.test(id) && !from.some((source) => source.id === Number(id))) from.push({ tool, id: Number(id) });
  }
  return { ...(ID.test(client) ? { clientId: Number(client) } : {}), from };
}
