// The client-intake tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const clientIntakeWeb: ToolWeb<'client-intake'> = {
  slug: 'client-intake',
  screen: lazyScreen('client-intake', () => import('./ClientIntakePage.tsx')),
};
