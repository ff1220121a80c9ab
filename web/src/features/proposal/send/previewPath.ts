// The owner's preview of a proposal (PreviewPage): under the tool's own route, as its saved items.
import { TOOL_CATALOG } from '@growth-suite/shared';

export const previewPath = (id: number) => `${TOOL_CATALOG.proposal.route}/${id}/preview`;
