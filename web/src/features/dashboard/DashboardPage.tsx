// Spec §2 dashboard: six tool cards, each with 'Try Now'.
// The cards are plain HTML styled in styles.css rather than antd Card/Typography: this is the
// first screen, and those two components alone added ~25 kB of gzipped JS to its first load.
import { TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';

export const DASHBOARD_CARDS = [
  ...TOOL_MENU_ORDER.map((slug) => ({ title: TOOL_CATALOG[slug].title, to: TOOL_CATALOG[slug].route, text: TOOL_CATALOG[slug].summary })),
  { title: 'ROI Calculator', to: '/roi-calculator', text: 'Work out a fair monthly retainer from the value you create.' },
  { title: 'Generation History', to: '/history', text: 'Reopen, download and clear your past generations.' },
];

export default function DashboardPage() {
  return (
    <>
      <PageTitle documentTitle="Dashboard">Grow your business with AI</PageTitle>
      <p className="text-secondary">
        Powered by a cloud-hosted AI service: pick a tool to find a niche, shape an offer, write outreach or plan growth.
      </p>
      <ul className="tool-cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.to} className="tool-card">
            <h2 className="tool-card-title">{card.title}</h2>
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
