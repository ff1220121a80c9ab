// Every tool's screen (the form and its result, at the tool's route), for the router. Each loads on
// first use, so no tool weighs on the first page load. A new tool adds one line here (and one in
// toolResults.tsx); the mapped type makes the compiler ask for every tool of the catalog.
import type { ToolSlug } from '@growth-suite/shared';
import type { ComponentType } from 'react';
import { lazyScreen } from '../lib/lazyScreen.tsx';

const TOOL_PAGES: { [T in ToolSlug]: ComponentType } = {
  'niche-finder': lazyScreen('niche-finder', () => import('../features/niche-finder/NicheFinderPage.tsx')),
  'offer-creator': lazyScreen('offer-creator', () => import('../features/offer-creator/OfferCreatorPage.tsx')),
  'growth-plan': lazyScreen('growth-plan', () => import('../features/growth-plan/GrowthPlanPage.tsx')),
  'cold-email': lazyScreen('cold-email', () => import('../features/cold-email/ColdEmailPage.tsx')),
  'client-intake': lazyScreen('client-intake', () => import('../features/client-intake/ClientIntakePage.tsx')),
  proposal: lazyScreen('proposal', () => import('../features/proposal/ProposalPage.tsx')),
};

export const toolPage = (tool: ToolSlug): ComponentType => TOOL_PAGES[tool];

/**
 * The page a tool's result is sent to its reader on (/p/:token: the client opens a sent proposal,
 * accepts it or asks for a change). Public, with no app chrome; its own chunk.
 */
export const SentPage = lazyScreen('sent', () => import('../features/proposal/send/SentPage.tsx'));
