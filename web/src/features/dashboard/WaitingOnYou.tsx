// "Waiting on you" on the dashboard (DESIGN §11.2): what clients asked across the workspace's sent
// results (open questions and change requests whose last word is the client's), oldest first, each
// linking to its thread on the result's screen. Its own chunk, loaded only when something waits, so
// the dashboard's first load stays within its budget (web/e2e/smoke.spec.ts). Plain HTML, as the
// dashboard's other lists.
import { PIPELINE, resultLink } from '@growth-suite/shared';
import type { WaitingResponse } from '@growth-suite/shared/contract/pipeline';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';
import { Link } from '../../lib/workspaceRouting.tsx';

export default function WaitingOnYou({ waiting }: { waiting: WaitingResponse }) {
  if (!PIPELINE || waiting.items.length === 0) return null;
  const { items, total } = waiting;
  const tool = PIPELINE.tool;
  return (
    <section className="recent-work waiting-on-you" aria-labelledby="waiting-on-you-title">
      <h2 id="waiting-on-you-title">Waiting on you ({total})</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`${resultLink(tool, item.generationId)}#thread-${item.id}`}>
              {item.kind === 'question' ? 'Question' : 'Change'} on {item.label}: “{item.comment}”
            </Link>
            <span className="text-secondary">
              {item.clientName ?? item.title} · asked <LocalDateTime value={item.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      <Link to={`${PIPELINE.route}?state=asking`}>All in {PIPELINE.label}</Link>
    </section>
  );
}
