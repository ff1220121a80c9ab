import { defineToolView } from '../../lib/tools/view.ts';

export const coldEmailView = defineToolView('cold-email', {
  page: () => import('./ColdEmailPage.tsx'),
  result: () => import('./EmailPreview.tsx').then((m) => ({ default: m.EmailPreview })),
});
