// The cold-email tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const coldEmailWeb: ToolWeb<'cold-email'> = {
  slug: 'cold-email',
  screen: lazyScreen('cold-email', () => import('./ColdEmailPage.tsx')),
};
