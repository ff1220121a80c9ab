// "Waiting on you" on the dashboard (DESIGN §11.2): what clients asked across the workspace's sent
// results (open questions and change requests whose last word is the client's), oldest first, each
// linking to its thread on the result's screen; nothing when none waits. Its own chunk (DashboardPage.tsx
// says when it loads). Plain HTML, as the dashboard's other lists.
import { PIPELINE, resultLink } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { waitingQuery } from '../../lib/waiting.ts';
import { Link } from '../../lib/workspaceRouting.tsx';

export default function WaitingOnYou() {
  const { data: user } = useCurrentUser();
  // Not retried: the list beside the cards is not worth a wait (the next visit asks again).
  const waiting = useQuery({ ...waitingQuery, enabled: Boolean(user && PIPELINE), refetchOnWindowFocus: 'always', retry: false });
  if (!PIPELINE || !waiting.data || waiting.data.items.length === 0) return null;
  const { items, total } = waiting.data;
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
