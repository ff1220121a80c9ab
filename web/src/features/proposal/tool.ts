// The proposal tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const proposalWeb: ToolWeb<'proposal'> = {
  slug: 'proposal',
  screen: lazyScreen('proposal', () => import('./ProposalPage.tsx')),
  sentPage: lazyScreen('sent', () => import('./send/SentPage.tsx')),
  sentPreview: lazyScreen('sent-preview', () => import('./send/PreviewPage.tsx')),
};
