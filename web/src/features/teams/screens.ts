// The team screens, one chunk for the three routes (router.tsx): each lazy route adds its chunks'
// preload list to the first page's code, and that page's budget is tight (web/e2e/smoke.spec.ts).
export { default as InvitationPage } from './InvitationPage.tsx';
export { default as NewTeamPage } from './NewTeamPage.tsx';
export { default as TeamPage } from './TeamPage.tsx';
