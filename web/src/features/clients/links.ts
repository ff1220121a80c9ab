// Where the client screens lead: the intake ("New client from a call"). A tool opened for a client
// is the shared stepLink, a result's own screen the shared resultLink.
import { INTAKE_TOOL, TOOL_CATALOG } from '@growth-suite/shared';

/** "New client from a call": the intake tool's screen (none without an intake tool). */
export const INTAKE_ROUTE: string | undefined = INTAKE_TOOL && TOOL_CATALOG[INTAKE_TOOL].route;
