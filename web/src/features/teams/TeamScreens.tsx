// The team screens behind one lazy screen for their routes (router.tsx): each lazy route adds its
// chunks' preload list to every page's first load, whose budget is tight (web/e2e/smoke.spec.ts).
import type { ReactNode } from 'react';
import InvitationPage from './InvitationPage.tsx';
import NewTeamPage from './NewTeamPage.tsx';
import TeamPage from './TeamPage.tsx';
import TeamScope from './TeamScope.tsx';

/** `notFound`: the app's not-found page, handed in by the router (a feature does not import another). */
export default function TeamScreens({ screen, notFound }: { screen: 'new-team' | 'team' | 'invitation' | 'scope'; notFound?: ReactNode }) {
  if (screen === 'new-team') return <NewTeamPage />;
  if (screen === 'invitation') return <InvitationPage />;
  if (screen === 'scope') return <TeamScope notFound={notFound} />;
  return <TeamPage notFound={notFound} />;
}
