// The proposal tool's web entry point (see lib/tools/toolWeb.ts).
import { ensure } from '../../app/loaders.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';
import { SentUpdates } from './send/sentUpdates.tsx';

export const proposalWeb: ToolWeb<'proposal'> = {
  slug: 'proposal',
  screen: lazyScreen('proposal', () => import('./ProposalPage.tsx')),
  sentPage: lazyScreen('sent', () => import('./send/SentPage.tsx')),
  // The client's page is drawn with the proposal: its query is asked in-process with the reader's address
  // and user agent, so the open is counted once, as the reader's (the browser then has the answer).
  sentData: import.meta.env.SSR
    ? async ({ client, params }) => {
        const { sentProposalQuery } = await import('./send/sentApi.ts');
        await ensure(client, sentProposalQuery(params.token ?? ''));
      }
    : undefined,
  sentPreview: lazyScreen('sent-preview', () => import('./send/PreviewPage.tsx')),
  notificationNames: { 'sent-opened': 'proposalOpened', 'sent-accepted': 'proposalAccepted', 'change-requested': 'changeRequested' },
  // Tells a signed-in owner, on whatever screen they are, what clients did on what they sent.
  watcher: SentUpdates,
};
