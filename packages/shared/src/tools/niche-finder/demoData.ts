// What the demo niche finder knows about each industry, business model, region and competitive
// factor: its own sentences, so no result ever pastes the user's text.

export interface Focus {
  /** The service or product area, first word capitalised: "Cloud cost optimisation". */
  readonly name: string;
  /** Barriers that belong to this area alone, so no two niches list the same ones. */
  readonly barriers: readonly [string, string];
}

export interface IndustryFacts {
  readonly focuses: readonly [Focus, Focus, Focus, Focus];
  readonly trends: readonly [string, string, string];
  readonly threats: readonly [string, string];
}

export const INDUSTRY_FACTS: Record<string, IndustryFacts> = {
  technology: {
    focuses: [
      { name: 'AI workflow automation', barriers: ['Buyers need proof that automation is safe with their data', 'Integrations with many older tools'] },
      { name: 'Cloud cost optimisation', barriers: ['Access to billing data needs senior sign-off', 'Savings must be shown before fees are paid'] },
      { name: 'Cybersecurity readiness', barriers: ['Security certifications buyers expect before signing', 'Long security reviews before any engagement'] },
      { name: 'Data and analytics', barriers: ['Messy source data slows the first deliverable', 'Competing with in-house analysts'] },
    ],
    trends: ['Buyers expect software to pay for itself within a quarter', 'AI features are moving from pilots into everyday workflows', 'Security reviews now start earlier in every purchase'],
    threats: ['Platform vendors bundling similar features at no extra cost', 'Longer buying cycles when budgets tighten'],
  },
  healthcare: {
    focuses: [
      { name: 'Patient acquisition', barriers: ['Advertising rules for medical services', 'Referral networks that favour established providers'] },
      { name: 'Practice operations', barriers: ['Clinical staff have little time for change', 'Practice-management systems with closed data'] },
      { name: 'Telehealth enablement', barriers: ['Licensing rules that differ by region', 'Clinician adoption of new tools'] },
      { name: 'Digital patient intake', barriers: ['Strict patient-data privacy requirements', 'Integration with electronic health records'] },
    ],
    trends: ['Patients book, pay and follow up online by default', 'Clinics are consolidating into multi-site groups', 'Regulators are tightening rules on patient data'],
    threats: ['Reimbursement changes that squeeze practice budgets', 'Large health systems building services in-house'],
  },
  education: {
    focuses: [
      { name: 'Enrolment marketing', barriers: ['Budgets tied to the academic calendar', 'Committee-based buying decisions'] },
      { name: 'Online course design', barriers: ['A crowded catalogue of low-priced courses', 'Completion rates that buyers scrutinise'] },
      { name: 'Learning analytics', barriers: ['Student-data privacy rules', 'Integration with each learning platform'] },
      { name: 'Corporate training', barriers: ['HR procurement cycles', 'Showing impact on the job, not just attendance'] },
    ],
    trends: ['Learners expect flexible, online-first formats', 'Employers fund more short, skills-based training', 'Institutions are under pressure to prove outcomes'],
    threats: ['Free content from the big learning platforms', 'Budget cuts in public institutions'],
  },
  finance: {
    focuses: [
      { name: 'Financial planning and analysis', barriers: ['Owners must trust you before sharing their numbers', 'Professional qualifications clients expect'] },
      { name: 'Cash-flow forecasting', barriers: ['Clean bookkeeping is a prerequisite', 'Owners who are used to spreadsheets'] },
      { name: 'Bookkeeping automation', barriers: ['Accuracy expectations leave no room for errors', 'Switching costs away from the current accountant'] },
      { name: 'Investor reporting', barriers: ['Reporting standards and audit trails', 'Credibility with boards and investors'] },
    ],
    trends: ['Owners want real-time numbers, not year-end reports', 'Automation is shrinking routine bookkeeping work', 'Lenders and investors ask for better forecasts'],
    threats: ['Accounting software adding advisory features', 'Rate and regulation changes that freeze spending'],
  },
  ecommerce: {
    focuses: [
      { name: 'Conversion-rate optimisation', barriers: ['Enough traffic to reach significant test results', 'Access to the store and its theme code'] },
      { name: 'Retention email and SMS', barriers: ['Consent and opt-in rules for messaging', 'Clean customer data across tools'] },
      { name: 'Marketplace expansion', barriers: ['Marketplace fees and listing rules', 'Inventory and fulfilment readiness'] },
      { name: 'Subscription commerce', barriers: ['Products must suit repeat purchase', 'Recurring billing and payment setup'] },
    ],
    trends: ['Paid acquisition keeps getting more expensive', 'Retention and repeat purchase now drive profit', 'Shoppers expect fast delivery and easy returns'],
    threats: ['Marketplaces competing with their own sellers', 'Thin margins that cap what stores spend on services'],
  },
  marketing: {
    focuses: [
      { name: 'Marketing attribution', barriers: ['Tracking limits after privacy changes', 'Agreeing one source of truth across teams'] },
      { name: 'Content-led SEO', barriers: ['Six months or more before rankings pay off', 'Competing with established publishers'] },
      { name: 'Paid social creative', barriers: ['High creative volume needed every month', 'Platform policy and algorithm changes'] },
      { name: 'Lifecycle marketing', barriers: ['Access to product and CRM data', 'Deliverability and sender reputation'] },
    ],
    trends: ['Privacy changes are weakening third-party tracking', 'AI tools are lowering the cost of content production', 'Clients judge marketing on pipeline, not impressions'],
    threats: ['Clients moving work in-house with AI tools', 'Platform algorithm changes that reset results overnight'],
  },
  other: {
    focuses: [
      { name: 'Operations automation', barriers: ['Processes that live only in people’s heads', 'Change fatigue in small teams'] },
      { name: 'Customer experience', barriers: ['Results take a full customer cycle to show', 'Buy-in from front-line staff'] },
      { name: 'Lead generation', barriers: ['Crowded inboxes and ad feeds', 'Clients expect results within weeks'] },
      { name: 'Pricing strategy', barriers: ['Owners are wary of raising prices', 'Win-rate data is often missing'] },
    ],
    trends: ['Small firms are adopting automation faster than before', 'Buyers research online long before they talk to sales', 'Specialists are winning work from generalists'],
    threats: ['Larger firms moving down-market', 'Price pressure from generalist freelancers'],
  },
};

export interface ModelFacts {
  /** What the niche sells, after the focus: "Cloud cost optimisation consulting". */
  readonly noun: string;
  readonly barrier: string;
  readonly opportunity: string;
  readonly threat: string;
}

export const MODEL_FACTS: Record<string, ModelFacts> = {
  saas: {
    noun: 'software',
    barrier: 'Months of product work before the first sale',
    opportunity: 'A focused product that does one job well can beat bloated suites',
    threat: 'Well-funded competitors outspending you on acquisition',
  },
  consulting: {
    noun: 'consulting',
    barrier: 'Case studies are needed before referrals flow',
    opportunity: 'Packaging the service as a fixed-scope, fixed-price engagement',
    threat: 'Clients hiring in-house once the work is proven',
  },
  ecommerce: {
    noun: 'toolkits',
    barrier: 'Stock, fulfilment and returns to manage from day one',
    opportunity: 'Templates and bundles that sell without a sales call',
    threat: 'Copycat products undercutting on price',
  },
  content: {
    noun: 'courses',
    barrier: 'An audience must be built before it can be monetised',
    opportunity: 'An audience built now becomes a launch channel for later products',
    threat: 'Platform reach changes that cut organic distribution',
  },
  agency: {
    noun: 'services',
    barrier: 'Delivery capacity limits how fast you can grow',
    opportunity: 'Productised retainers with clear monthly deliverables',
    threat: 'Retainers cancelled when client budgets tighten',
  },
};

export const REGION_FACTS: Record<string, { barrier: string; trend: string }> = {
  'north-america': { barrier: 'High customer-acquisition costs in crowded US markets', trend: 'North American buyers favour specialists with published case studies' },
  europe: { barrier: 'GDPR-compliant data handling for every client', trend: 'European buyers weigh data protection as heavily as price' },
  asia: { barrier: 'Localising for several languages and buying cultures', trend: 'Fast digital adoption across Asian mid-market firms' },
  australia: { barrier: 'A smaller market where reputation travels fast', trend: 'Australian firms are buying more from remote specialists' },
  'south-america': { barrier: 'Currency swings that complicate pricing', trend: 'Mobile-first buying is the norm across South America' },
  africa: { barrier: 'Payment and infrastructure differences between markets', trend: 'Mobile payments are opening new African markets to online services' },
  global: { barrier: 'Serving clients across time zones and currencies', trend: 'Remote buying has made specialist services global' },
};

export const FACTOR_FACTS: Record<string, { barrier: string; opportunity: string }> = {
  price: { barrier: 'Holding margins against low-cost rivals', opportunity: 'A lower-cost entry tier for budget-conscious buyers' },
  quality: { barrier: 'Proof of quality before the first deal', opportunity: 'Buyers pay more for providers with proven results' },
  innovation: { barrier: 'Educating buyers about a newer approach', opportunity: 'Early adopters looking for more than incumbents offer' },
  service: { barrier: 'Support load that grows with every client', opportunity: 'Hands-on service where competitors rely on self-serve' },
  speed: { barrier: 'Delivering fast without cutting corners', opportunity: 'Fast turnaround where incumbents take months' },
  specialization: { barrier: 'A narrower market to sell into', opportunity: 'Deep specialisation in one audience, which generalists cannot match' },
};
