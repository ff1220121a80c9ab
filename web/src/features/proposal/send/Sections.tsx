// The proposal's words on the client's page, section by section, each with "Ask for a change" when
// the link takes change requests for it (SentProposal.sections). The investment's figures are the
// ROI panel's (they follow the client's inputs); its assumptions are here.
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import type { ReactNode } from 'react';
import { AskChange } from './AskChange.tsx';

type Proposal = SentProposal['proposal'];

export interface Asking {
  token: string;
  firmName: string;
  /** path → label of the sections the client may ask to change (none once accepted or superseded). */
  labels: Map<string, string>;
}

export function Section({ title, path, asking, children, level = 2 }: { title: string; path?: string; asking: Asking; children: ReactNode; level?: 2 | 3 }) {
  const label = path ? asking.labels.get(path) : undefined;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={level === 2 ? 'sent-section' : 'sent-subsection'} data-path={path}>
      <Heading className={level === 2 ? 'sent-h2' : 'sent-h3'}>{title}</Heading>
      {children}
      {path && label !== undefined && <AskChange token={asking.token} path={path} label={label} firmName={asking.firmName} />}
    </div>
  );
}

export const Bullets = ({ items }: { items: string[] }) => (
  <ul className="sent-list">
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export function Overview({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  return (
    <section className="sent-card" aria-label="Overview">
      <Section title="Executive summary" path="executiveSummary" asking={asking}>
        <p className="sent-text">{proposal.executiveSummary}</p>
      </Section>
      <Section title="Where you are today" path="clientSnapshot" asking={asking}>
        <p className="sent-text">{proposal.clientSnapshot}</p>
      </Section>
    </section>
  );
}

export function Goals({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  return (
    <section className="sent-card" aria-label="Goals">
      <Section title="Goals" path="goals" asking={asking}>
        <ul className="sent-goals">
          {proposal.goals.map((goal, i) => (
            <li key={i}>
              <strong>{goal.goal}</strong>
              <span className="sent-muted">KPI: {goal.kpi}</span>
            </li>
          ))}
        </ul>
      </Section>
    </section>
  );
}

export function Scope({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  return (
    <section className="sent-card" aria-labelledby="sent-scope-title">
      <h2 id="sent-scope-title" className="sent-h2">
        Scope and timeline
      </h2>
      <ol className="sent-phases">
        {proposal.scope.phases.map((phase, i) => (
          <li key={i} className="sent-phase">
            <Section title={`Phase ${i + 1}: ${phase.name}`} path={`scope/phases/${i}`} asking={asking} level={3}>
              <span className="sent-tag">{phase.timeline}</span>
              <Bullets items={phase.deliverables} />
            </Section>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Assumptions({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  if (proposal.investment.assumptions.length === 0) return null;
  return (
    <div className="sent-assumptions">
      <Section title="Assumptions" path="investment/assumptions" asking={asking} level={3}>
        <Bullets items={proposal.investment.assumptions} />
      </Section>
    </div>
  );
}

export function NextSteps({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  return (
    <section className="sent-card" aria-label="Next steps">
      <Section title="Next steps" path="nextSteps" asking={asking}>
        <Bullets items={proposal.nextSteps} />
      </Section>
    </section>
  );
}
