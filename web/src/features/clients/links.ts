// Where the client screens lead: the intake ("New client from a call") and a result's own screen.
// A tool opened for a client is the shared stepLink.
import { INTAKE_TOOL, TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';

/** "New client from a call": the intake tool's screen. */
export const INTAKE_ROUTE = TOOL_CATALOG[INTAKE_TOOL].route;

/** A saved result's own screen. */
export const resultLink = (tool: ToolSlug, id: number) => `${TOOL_CATALOG[tool].route}/${id}`;
