// Demo proposal: the words follow what the form says it draws on (an offer, a plan, a sequence: each
// adds its own phase and deliverables), the client and the hours the value model saves; the figures
// are the pricing function's, as the worker's would be. Free text steers word choice only. A pilot
// the client asked for (demo/pilot.ts) sets the phases inside it and the terms to its review, never
// an open-ended engagement.
import { formatMoney, wholeMajor } from '../../money/currency.ts';
import { DRIVER_LABELS, driverMonthlyValue } from '../../money/drivers.ts';
import { monthlyValue } from './pricing.ts';
import { pilotName, pilotOf, type Pilot } from '../../demo/pilot.ts';
import { capitalise, shortName } from '../../demo/words.ts';
import type { ToolDemo } from '../define.ts';
import { pricedInvestment, type ProposalRequest, type ProposalResult } from './schemas.ts';

const CHURN = /churn|renewal|retention|second (session|visit)|repeat|come back|cancel/i;
const LEADS = /lead|pipeline|booked|calls?|meetings?|prospect/i;

type Phase = ProposalResult['scope']['phases'][number];
type PhaseWork = Omit<Phase, 'timeline'>;

const weeks = (from: number, to: number) => (from >= to ? `Week ${to}` : `Weeks ${from}-${to}`);
/** A phase's work placed in time (the keys in the order every phase has them). */
const when = (work: PhaseWork, timeline: string): Phase => ({ name: work.name, timeline, deliverables: work.deliverables });

/** The phases inside a pilot of `length` weeks: discovery first, the review in its last week, the work between. */
function pilotPhases(pilot: Pilot, discovery: PhaseWork, work: readonly PhaseWork[]): Phase[] {
  const last = Math.max(1, pilot.weeks);
  const firstEnd = Math.max(1, Math.min(last - 1, Math.round(last / 6)));
  const room = Math.max(0, last - 1 - firstEnd);
  const middle = work.slice(0, Math.max(0, room)).map((phase, i, list) => {
    const from = firstEnd + 1 + Math.floor((i * room) / list.length);
    const to = Math.max(from, firstEnd + Math.floor(((i + 1) * room) / list.length));
    return when(phase, weeks(from, to));
  });
  const review = {
    name: 'Pilot review',
    timeline: weeks(last, last),
    deliverables: ['A results review against the baseline', 'Playbooks your team owns', 'Your decision: continue, change tier or stop, with nothing owed beyond the pilot'],
  };
  return [when(discovery, weeks(1, firstEnd)), ...middle, review];
}

function demoProposal(request: ProposalRequest): ProposalResult {
  const client = shortName(request.clientCompany) ?? 'your company';
  const who = shortName(request.prospectName) ?? 'your team';
  // Estimates in whole major units: "about £7,864 a month", never pence.
  const money = (minor: number) => formatMoney(wholeMajor(minor, request.currency), request.currency, request.locale);
  const { drivers, budget } = request.valueInputs;
  const time = drivers.find((driver) => driver.kind === 'time');
  const hours = time ? time.people * time.hoursPerWeek : undefined;
  const value = money(monthlyValue(request.valueInputs));
  const words = [request.clientNeeds, request.offerSummary, request.planSummary, request.emailSummary].join(' ');
  const focus = CHURN.test(words) ? 'keep more of the customers you already win' : LEADS.test(words) ? 'turn more of your leads into booked calls' : 'win back the hours your team loses to manual work';
  const pilot = pilotOf(words);
  const discovery = { name: 'Discovery and baseline', deliverables: ['Interviews with the people who do the work today', 'A baseline of the hours and outcomes we will move', 'A one-page plan signed off by both sides'] };
  const offer = { name: 'Build the offer into your process', deliverables: ['The core programme set up in your tools', 'Templates and checklists for your team', 'A weekly check-in on progress'] };
  const outreach = { name: 'Outreach that books calls', deliverables: ['The email sequence loaded and tested', 'Replies routed to the right person within a day', 'A/B tests on subject lines'] };
  const scale = { name: 'Scale what works', deliverables: ['The growth plan’s next phase put into action', 'A monthly KPI review', 'A quarterly plan update'] };
  const phases: Phase[] = pilot
    ? pilotPhases(pilot, discovery, [...(request.offerSummary ? [offer] : []), ...(request.emailSummary ? [outreach] : []), ...(request.planSummary ? [{ ...scale, name: 'Put the plan’s first steps to work', deliverables: ['The growth plan’s first phase put into action', 'A weekly KPI check'] }] : [])])
    : [
        when(discovery, 'Weeks 1-2'),
        ...(request.offerSummary ? [when(offer, 'Weeks 3-6')] : []),
        ...(request.emailSummary ? [when(outreach, 'Weeks 5-8')] : []),
        ...(request.planSummary ? [when(scale, 'Months 3-6')] : []),
        { name: 'Handover and review', timeline: 'Final month', deliverables: ['Playbooks your team owns', 'A results review against the baseline'] },
      ];
  const includes = [
    ['The discovery and baseline', 'Monthly progress report', 'Email support'],
    ['Everything in the first tier', 'Every phase of the scope', 'A fortnightly working session'],
    ['Everything in the second tier', 'A senior consultant on call', 'Quarterly strategy review with leadership'],
  ];
  const investment = pricedInvestment(request, {
    tiers: includes.map((list, i) => ({ name: request.tiers[i]?.name ?? `Tier ${i + 1}`, includes: list, monthly: 0, value: 0, roi: 0 })),
    assumptions: [
      ...drivers.map((driver) => `${DRIVER_LABELS[driver.kind]}: about ${money(driverMonthlyValue(driver))} a month${driver.evidence?.[0] ? ` ("${driver.evidence[0].quote}")` : ''}.`),
      `In all, about ${value} a month; each tier delivers the share of that value its scope covers.`,
      ...(budget ? [`The budget you mentioned (${money(budget.min)}–${money(budget.max)} a ${budget.period}) is set beside the tiers.`] : []),
      pilot
        ? `${capitalise(pilotName(pilot))}: fees are monthly, billed in advance; at its review you decide whether to continue, change tier or stop, with no commitment beyond it.`
        : 'Fees are monthly, billed in advance, and reviewed after the first quarter.',
    ],
  });
  return {
    headline: `A plan for ${client} to ${focus}`,
    executiveSummary: `${client} wants to ${focus}. This proposal sets out how we will get there in ${phases.length} phases${pilot ? ` over ${pilotName(pilot)}` : ''}, what each tier of our work includes, and what it is worth: about ${value} a month to your business.`,
    clientSnapshot: `${client} is growing, and ${who} told us ${hours !== undefined ? `the team spends roughly ${hours} hours a week on work that does not move the business` : 'where the business loses value today'}.`,
    goals: [
      hours !== undefined
        ? { goal: `Give the team at ${client} back ${hours} hours a week`, kpi: 'Hours a week spent on the work we take over' }
        : { goal: `Add ${value} a month of value at ${client}`, kpi: 'Monthly value against the baseline' },
      { goal: focus.charAt(0).toUpperCase() + focus.slice(1), kpi: CHURN.test(words) ? 'Repeat-customer rate' : 'Booked calls a month' },
      pilot
        ? { goal: `See results within ${pilotName(pilot)}`, kpi: 'Progress against the baseline at the pilot review' }
        : { goal: 'See results within the first quarter', kpi: 'Progress against the baseline at day 90' },
    ],
    scope: { phases },
    investment,
    nextSteps: [`Choose the tier that fits ${client}`, 'Book a kick-off call this week', 'Share access to the tools we will work in'],
  };
}

const sample = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  companyName: 'Lee Consulting',
  clientCompany: 'Acme Analytics',
  prospectName: 'Bob Smith',
  prospectTitle: 'CEO',
  clientNeeds: 'Pains: the team loses 15 hours a week to manual reporting. Goals: cut churn among small customers.',
  offerSummary: 'Offer: Follow-Up Autopilot. Value: follow-ups run themselves.',
  planSummary: '',
  emailSummary: '',
  currency: 'USD',
  locale: 'en-US',
  // $180,000 a year with on-costs, 15 h a week: $5,625 a month, a value that carries all three tiers'
  // floors (pricing.ts), so the sample shows three offers rather than a pilot.
  valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 15, annualCostPerPerson: 18_000_000 }], budget: null },
  floor: 150_000,
  tiers: [
    { name: 'Essentials', coverage: 0.5, share: 0.25 },
    { name: 'Growth', coverage: 0.8, share: 0.3 },
    { name: 'Partner', coverage: 1, share: 0.33 },
  ],
};

export const demo: ToolDemo<ProposalRequest, ProposalResult> = { sample, generate: demoProposal };
