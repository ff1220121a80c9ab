// Demo cold email writer: the pain points, value propositions and features are recognised by
// keywords and written in the demo's own words; the role, industry and product name are quoted only
// when short, the role in a correct plural. Subject lines stay under 50 characters, as the tips ask.
import { COMPANY_SIZE_OPTIONS, optionLabel } from '../../options.ts';
import type { ColdEmailRequest, ColdEmailResult } from './schemas.ts';
import { capitalise, detect, inSentence, isPluralNoun, leadingWords, pluralRole, shortName, type Keyed } from '../../demo/words.ts';
import type { ToolDemo } from '../define.ts';

/** The email tips' rule: a subject line under 50 characters. */
export const SUBJECT_MAX = 49;

interface Pain extends Keyed {
  label: string;
  subject: string;
  question: string;
  opener: string;
}

const PAINS: readonly Pain[] = [
  { pattern: /\bads?\b|advertis|ad spend|\bcpc\b|\bcpm\b|\bcac\b|acquisition costs?|paid (?:social|search)/, label: 'rising ad costs', subject: 'Cutting wasted ad spend', question: 'Paying more for every click?', opener: 'ad budgets keep climbing while results stay flat' },
  { pattern: /conver|checkout|\bcart\b|bounce|product pages?|landing pages?/, label: 'flat conversion rates', subject: 'More sales from the same traffic', question: 'Is your traffic converting as it should?', opener: 'plenty of visitors arrive, but too few of them buy' },
  { pattern: /churn|retention|cancel|renewal/, label: 'customer churn', subject: 'Keeping more of your customers', question: 'How many customers left last month?', opener: 'winning customers is hard enough without losing them a few months later' },
  { pattern: /\bleads?\b|pipeline|prospect|meetings?|appointments?|booked/, label: 'an unpredictable pipeline', subject: 'A steadier sales pipeline', question: 'How full is next month’s pipeline?', opener: 'the pipeline swings from feast to famine, which turns every forecast into a guess' },
  { pattern: /manual|hours|spreadsheet|time-consuming|tedious|repetitive|busywork|follow[- ]?ups?/, label: 'manual busywork', subject: 'Hours back every week', question: 'How many hours go to manual work?', opener: 'too many hours disappear into manual, repetitive work' },
  { pattern: /hir(?:e|ing)|recruit|talent|turnover|staffing/, label: 'hiring and retention', subject: 'Hiring faster, keeping people longer', question: 'Still short of good people?', opener: 'good people are hard to find and even harder to keep' },
  { pattern: /cash|invoice|late pay|margin/, label: 'tight cash flow', subject: 'Getting paid faster', question: 'How long do your invoices wait?', opener: 'cash gets tied up in unpaid invoices just when it is needed most' },
  { pattern: /complian|regulat|\baudits?\b|gdpr|hipaa|security|soc ?2/, label: 'compliance overhead', subject: 'Compliance without the overhead', question: 'How much time goes to audit prep?', opener: 'compliance work keeps growing and pulls people away from their real jobs' },
  { pattern: /support|tickets?|customer service|complaints?/, label: 'a growing support backlog', subject: 'A shorter support queue', question: 'How long is your support queue today?', opener: 'the support queue grows faster than the team can answer it' },
  { pattern: /report|visibility|dashboard|\bdata\b|insight|attribution/, label: 'poor visibility into results', subject: 'Seeing what really drives results', question: 'Which channel really drives revenue?', opener: 'it is hard to see which efforts actually move the numbers' },
  { pattern: /cheap|price|pricing|discount|undercut|competitor/, label: 'price pressure', subject: 'Winning deals without discounting', question: 'Losing deals to cheaper rivals?', opener: 'cheaper competitors keep pulling prices down' },
];
const GENERIC_PAIN: Pain = { pattern: /$^/, label: 'stalled growth', subject: 'A faster path to your growth targets', question: 'What is holding growth back this quarter?', opener: 'growth targets keep rising while the team and budget stay the same' };

interface Value extends Keyed {
  benefit: string;
  opening: string;
}

const VALUES: readonly Value[] = [
  { pattern: /churn|retain|retention|renew|cancel/, benefit: 'keeps more of the customers you have already won', opening: 'What if fewer customers quietly cancelled?' },
  { pattern: /book(?:ed|ing)? (?:sales )?(?:calls|meetings|demos)|meetings booked|pipeline|qualif|(?:more of )?the leads/, benefit: 'turns more of the leads you already have into booked calls', opening: 'What if more of your leads booked a call?' },
  { pattern: /sav(?:e|es|ing) (?:\w+ )?(?:hours|time)|hours/, benefit: 'gives your team hours back every week', opening: 'What if your team got hours back every week?' },
  { pattern: /lift|increase|boost|grow|more (?:revenue|sales)|conversion|revenue/, benefit: 'helps you get more revenue from the traffic and leads you already have', opening: 'What if the traffic you already pay for brought in more sales?' },
  { pattern: /automat|\bai\b|autopilot|hands-free/, benefit: 'takes the repetitive work off your team', opening: 'What if the repetitive work simply ran itself?' },
  { pattern: /sav(?:ing|es|e)\b(?! (?:\w+ )?(?:hours|time))|cost|cheaper|reduc|\bcuts?\b/, benefit: 'cuts the cost of getting the same result', opening: 'What if you got the same results for less?' },
  { pattern: /fast|quick|minutes|speed|\bdays\b/, benefit: 'gets you results in days rather than months', opening: 'What if results showed up in days, not months?' },
  { pattern: /easy|simple|no-code|set ?up|plug/, benefit: 'is quick to set up and needs no extra headcount', opening: 'What if it took an afternoon to set up?' },
  { pattern: /insight|analytic|report|dashboard|\bdata\b|statistic/, benefit: 'shows you which changes actually move the numbers', opening: 'What if you knew exactly which changes paid off?' },
  { pattern: /support|onboarding|dedicated|expert/, benefit: 'comes with hands-on help from people who have done this before', opening: 'What if experts did the heavy lifting with you?' },
  { pattern: /integrat|connect|shopify|salesforce|hubspot|\bapi\b/, benefit: 'plugs into the tools you already use', opening: 'What if it worked with every tool you already use?' },
  { pattern: /secur|complian|gdpr|hipaa|privacy/, benefit: 'keeps you compliant without slowing the team down', opening: 'What if compliance took care of itself?' },
];
const GENERIC_VALUES: readonly Value[] = [
  { pattern: /$^/, benefit: 'gives your team a simpler, more reliable way to hit its targets', opening: 'What if hitting this quarter’s target felt easier?' },
  { pattern: /$^/, benefit: 'makes progress easy to see and easy to share with leadership', opening: 'What if every week showed clear progress?' },
];

const FEATURES: readonly (Keyed & { line: string })[] = [
  { pattern: /\bai\b|machine learning|\bml\b|\bgpt|artificial intelligence/, line: 'AI drafts the variations, so nobody starts from a blank page.' },
  { pattern: /\btest|experiment|variant|a\/b/, line: 'Every change is tested live with the statistics built in, so you keep only what wins.' },
  { pattern: /integrat|connect|plug|shopify|salesforce|hubspot|\bapi\b/, line: 'It connects to your existing stack in an afternoon.' },
  { pattern: /analytic|dashboard|report|statistic|insight/, line: 'A live dashboard shows what changed and what it earned.' },
  { pattern: /automat|workflow|trigger|schedul/, line: 'Workflows run on their own once they are set up.' },
  { pattern: /support|specialist|dedicated|onboarding|coach|expert/, line: 'A named specialist helps you through the first weeks.' },
  { pattern: /secur|encrypt|complian|\bsso\b|audit log/, line: 'Access controls and audit logs are built in from day one.' },
  { pattern: /real[- ]time|instant|minutes|fast/, line: 'Changes go live in minutes, not sprints.' },
];
const GENERIC_FEATURES = ['It is built for teams that want results without a long project.', 'You can start small with one team and expand once the results are in.'];

const GOALS: Record<string, { ask: string; cta: string }> = {
  meeting: { ask: 'Would a 20-minute call next week be worth it?', cta: 'Book a 20-minute call' },
  demo: { ask: 'Would a 15-minute demo next week be useful?', cta: 'Schedule a 15-minute demo' },
  download: { ask: 'Shall I send over the short guide we wrote on this?', cta: 'Download the free guide' },
  trial: { ask: 'Would you like to try it free for 14 days?', cta: 'Start a free 14-day trial' },
  referral: { ask: 'If this is not on your desk, who would be the best person to talk to?', cta: 'Reply with the right contact' },
};

const TONES: Record<string, { greeting: string; signOff: string; followUpSignOff: string; audience: (who: string, where: string, opener: string) => string; alternative: string }> = {
  formal: { greeting: 'Dear {{firstName}},', signOff: 'Kind regards,\n{{senderName}}', followUpSignOff: 'Kind regards,\n{{senderName}}', audience: (who, where, opener) => `${capitalise(who)} ${where} frequently tell us that ${opener}.`, alternative: 'conversational' },
  conversational: { greeting: 'Hi {{firstName}},', signOff: 'Cheers,\n{{senderName}}', followUpSignOff: 'Cheers,\n{{senderName}}', audience: (who, where, opener) => `${capitalise(who)} ${where} often tell me that ${opener}.`, alternative: 'direct' },
  friendly: { greeting: 'Hi {{firstName}},', signOff: 'Thanks,\n{{senderName}}', followUpSignOff: 'Thanks,\n{{senderName}}', audience: (who, where, opener) => `${capitalise(who)} ${where} often tell me that ${opener}.`, alternative: 'direct' },
  direct: { greeting: '{{firstName}},', signOff: '{{senderName}}', followUpSignOff: '{{senderName}}', audience: (who, where, opener) => `Most ${who} ${where} face the same problem: ${opener}.`, alternative: 'friendly' },
  humorous: { greeting: 'Hi {{firstName}},', signOff: 'Thanks for reading to the end (most people don’t),\n{{senderName}}', followUpSignOff: 'Cheers,\n{{senderName}}', audience: (who, where, opener) => `${capitalise(who)} ${where} tell me, usually with a sigh, that ${opener}.`, alternative: 'formal' },
};

const SIZES: Record<string, string> = { startup: 'early-stage', small: 'small', medium: 'mid-sized', large: 'large', enterprise: 'enterprise' };

/** Send days for each sequence length: gaps grow as the sequence goes on. */
export const SEND_DAYS: Record<number, readonly number[]> = { 3: [1, 4, 9], 4: [1, 3, 7, 12], 5: [1, 3, 7, 12, 18], 6: [1, 3, 7, 12, 18, 25] };

/** The first subject that fits the 50-character rule. */
const fit = (...candidates: (string | null)[]) => candidates.find((s): s is string => s !== null && s.length <= SUBJECT_MAX) ?? candidates[candidates.length - 1]!;

export function demoColdEmail(request: ColdEmailRequest): ColdEmailResult {
  const count = Math.min(6, Math.max(3, Number(request.sequenceLength) || 3));
  const days = SEND_DAYS[count]!;
  const tone = TONES[request.emailTone] ?? TONES.friendly!;
  const goal = GOALS[request.campaignGoal] ?? GOALS.meeting!;
  const pain = detect(request.painPoints, PAINS)[0] ?? GENERIC_PAIN;
  const values = [...detect(request.valueProps, VALUES), ...GENERIC_VALUES];
  const features = [...detect(request.uniqueFeatures, FEATURES).map((f) => f.line), ...GENERIC_FEATURES];

  const role = shortName(request.prospectRole);
  const plural = role ? pluralRole(role) : null;
  const who = plural ?? (role ? `people in ${role} roles` : 'teams');
  const industry = shortName(request.prospectIndustry);
  const size = SIZES[request.companySize] ?? inSentence(optionLabel(COMPANY_SIZE_OPTIONS, request.companySize));
  const market = industry ? inSentence(industry) : null;
  const where = market ? `at ${size} ${market}${isPluralNoun(market) ? '' : ' companies'}` : `at ${size} companies`;
  const fullProduct = shortName(request.productName, 60);
  const product = fullProduct ?? leadingWords(request.productName.trim(), 30) ?? 'Our product';

  // Each follow-up has a subject of its own that says what it brings: never a fake "Re:" (a reply to
  // nothing, which spam filters and readers both punish) nor a "(2/4)" counter that announces a sequence.
  const followUpSubjects: Record<string, string> = {
    feature: fit(`One more thing about ${product}`, 'One detail I left out'),
    question: fit(`How are you handling ${pain.label}?`, 'A quick question'),
    objection: 'Up and running within a week',
    resource: fit(`A short checklist on ${pain.label}`, 'A short checklist for you'),
    breakup: 'Should I close the loop?',
  };
  const firstSubject = fit(market && !isPluralNoun(market) ? `${pain.subject} for ${market} teams` : null, pain.subject);
  const body = (first: boolean, ...paragraphs: string[]) => [tone.greeting, ...paragraphs, first ? tone.signOff : tone.followUpSignOff].join('\n\n');

  const kinds = ['intro', 'feature', 'question', 'objection', 'resource'].slice(0, count - 1).concat('breakup');
  const sequence = kinds.map((kind, i) => {
    let text: string;
    switch (kind) {
      case 'intro':
        text = body(true, tone.audience(who, where, pain.opener), `${product} ${values[0]!.benefit}. ${features[0]}`, goal.ask);
        break;
      case 'feature':
        text = body(false, `A quick follow-up with one detail I left out. ${features[1] ?? features[0]}`, goal.ask);
        break;
      case 'question':
        text = body(false, `Quick question: how are you handling ${pain.label} today?`, `If it is still on the list for this quarter, ${product} ${(values[1] ?? values[0]!).benefit}.`, goal.ask);
        break;
      case 'objection':
        text = body(false, 'A common worry is that a new tool means a long rollout. Most teams are up and running within a week, and we handle the setup with you.', goal.ask);
        break;
      case 'resource':
        text = body(false, `I put together a short checklist on ${pain.label}${market ? ` in ${market}` : ''}. Happy to send it over, no strings attached.`, goal.ask);
        break;
      default:
        text = body(false, `I have not heard back, so I will assume that tackling ${pain.label} is not a priority right now.`, 'If that changes, just reply to this email and I will pick things up from there.');
    }
    const last = i === count - 1;
    return {
      timing: `Day ${days[i]}`,
      email: {
        subject: i === 0 ? firstSubject : followUpSubjects[kind]!,
        body: text,
        callToAction: last ? 'Reply "later" to hear from us next quarter' : goal.cta,
      },
      followUpConditions: last
        ? ['No reply: close the sequence and mark the contact as not interested', 'Reply received: stop the sequence and answer personally']
        : [`No reply by Day ${days[i + 1]}: send email ${i + 2}`, 'Reply received: stop the sequence and answer personally'],
    };
  });

  return {
    sequence,
    abTestVariants: [
      {
        variant: `Subject line as a question: "${pain.question}"`,
        rationale: `Tested against "${firstSubject}": a question about ${pain.label} invites a reply and stands out among statement subject lines.`,
      },
      {
        variant: `Opening line that leads with the outcome instead of the problem: "${values[0]!.opening}"`,
        rationale: `Shows whether ${plural ?? 'these readers'} respond more to a promised result than to a named pain.`,
      },
      {
        variant: `Email 1 in a ${tone.alternative} tone, cut to three short sentences`,
        rationale: `Checks whether tone and length, rather than the offer itself, drive replies ${where}.`,
      },
    ],
  };
}

/** A valid request: the fixture of tests, benchmarks and the fake LLM's fallback (specs assert what the demo writes for it). */
const sample = {
  prospectRole: 'Head of Marketing',
  prospectIndustry: 'E-commerce',
  companySize: 'small',
  painPoints: 'Rising ad costs and flat conversion rates on product pages.',
  productName: 'ConvertLab',
  valueProps: 'Lifts product-page conversion by testing copy automatically.',
  uniqueFeatures: 'AI copy variants tested live with built-in statistics.',
  campaignGoal: 'demo',
  emailTone: 'friendly',
  sequenceLength: '4',
};

export const demo: ToolDemo<ColdEmailRequest, ColdEmailResult> = { sample, generate: demoColdEmail };
