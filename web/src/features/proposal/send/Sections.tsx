// The proposal's words on the client's page, section by section, each with the client's threads on it
// (their change requests and questions with the replies) and "Ask for a change" when the link takes
// requests for it (SentProposal.sections; only questions once accepted). The investment's figures are
// the ROI panel's (they follow the client's inputs); its assumptions are here.
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import type { ReactNode } from 'react';
import { sectionAnchor } from '@growth-suite/shared/tools/proposal/wire';
import { AskChange, type AskKind } from './AskChange.tsx';
import { ClientThreads } from './ClientThreads.tsx';

type Proposal = SentProposal['proposal'];

export interface Asking {
  token: string;
  firmName: string;
  /** The sent document's locale: the threads' dates are written in it. */
  locale: string;
  /** path → label of the sections the client may ask about (none once superseded). */
  labels: Map<string, string>;
  /** What may be asked: a change or a question; a question only once accepted. */
  kinds?: readonly AskKind[];
  /** The client's threads on this proposal. */
  threads?: SentProposal['threads'];
}

/** The threads on one section, then the ask button: under a section's words. */
export function SectionTalk({ path, asking }: { path: string; asking: Asking }) {
  const label = asking.labels.get(path);
  const threads = (asking.threads ?? []).filter((thread) => thread.path === path);
  return (
    <>
      <ClientThreads token={asking.token} threads={threads} firmName={asking.firmName} locale={asking.locale} />
      {label !== undefined && <AskChange token={asking.token} path={path} label={label} firmName={asking.firmName} {...(asking.kinds ? { kinds: asking.kinds } : {})} />}
    </>
  );
}

/** Threads on a section this version does not show (a phase since removed): at the end, so none is lost. */
export function OtherThreads({ proposal, asking }: { proposal: Proposal; asking: Asking }) {
  const shown = new Set(['headline', 'executiveSummary', 'clientSnapshot', 'goals', 'nextSteps', ...proposal.scope.phases.map((_, i) => `scope/phases/${i}`)]);
  if (proposal.investment.assumptions.length > 0) shown.add('investment/assumptions');
  const others = (asking.threads ?? []).filter((thread) => !shown.has(thread.path));
  if (others.length === 0) return null;
  return (
    <section className="sent-card" aria-label="Earlier conversations">
      <h2 className="sent-h2">Earlier conversations</h2>
      <ClientThreads token={asking.token} threads={others} firmName={asking.firmName} locale={asking.locale} />
    </section>
  );
}

export function Section({ title, path, asking, children, level = 2 }: { title: string; path?: string; asking: Asking; children: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // The id is a mail's link target (the section a thread message is about).
    <div className={level === 2 ? 'sent-section' : 'sent-subsection'} data-path={path} id={path ? sectionAnchor(path) : undefined}>
      <Heading className={level === 2 ? 'sent-h2' : 'sent-h3'}>{title}</Heading>
      {children}
      {path && <SectionTalk path={path} asking={asking} />}
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
