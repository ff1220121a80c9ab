// Spec §2 dashboard: six tool cards, each with 'Try Now'.
// The cards are plain HTML styled in styles.css rather than antd Card/Typography: this is the
// first screen, and those two components alone added ~25 kB of gzipped JS to its first load.
import { LinkButton } from '../../components/link/LinkButton.tsx';

export const DASHBOARD_CARDS = [
  { title: 'AI Niche Finder', to: '/ai-niche-finder', text: 'Find profitable niches from your skills, experience and resources, with a market analysis.' },
  { title: 'AI Offer Creator', to: '/ai-offer-creator', text: 'Turn a sales call or podcast transcript into a customised, irresistible offer.' },
  { title: 'AI Cold Email Writer', to: '/ai-cold-email-writer', text: 'Write a personalised cold email sequence with A/B test variants.' },
  { title: 'AI Growth Plan Creator', to: '/ai-growth-plan-creator', text: 'Build a phased growth strategy with KPIs and milestones for a client.' },
  { title: 'ROI Calculator', to: '/roi-calculator', text: 'Work out a fair monthly retainer from the value you create.' },
  { title: 'Generation History', to: '/history', text: 'Reopen, download and clear your past generations.' },
] as const;

export default function DashboardPage() {
  return (
    <>
      <h2 className="page-title">Grow your business with AI</h2>
      <p className="text-secondary">
        Powered by a cloud-hosted AI service: pick a tool to find a niche, shape an offer, write outreach or plan growth.
      </p>
      <ul className="tool-cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.to} className="tool-card">
            <h3 className="tool-card-title">{card.title}</h3>
            <div className="tool-card-body">
              <p>{card.text}</p>
              <LinkButton to={card.to} type="primary" aria-label={`Try Now: ${card.title}`}>
                Try Now
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
