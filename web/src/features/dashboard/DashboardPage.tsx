// Spec §2 dashboard: six tool cards, each with 'Try Now' — with an icon and a one-line promise each,
// the user's newest generations (links back to them), and a first-run hint before the first one.
// The cards are plain HTML styled in styles.css rather than antd Card/Typography: this is the
// first screen, and those two components alone added ~25 kB of gzipped JS to its first load. In a team
// (DESIGN §11) the recent work is everyone's or the caller's, each with who made it; the filter comes
// from the team's scope (lib/teamScope.ts), its code (antd's Segmented) with the team's screens.
import { INTAKE_TOOL, PIPELINE, resultLink, TOOL_CATALOG, TOOL_MENU_ORDER, TOOL_SLUGS, type AuthorFilter } from '@growth-suite/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/workspaceRouting.tsx';
import { useTeamScope } from '../../lib/teamScope.ts';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';
import { HISTORY_ICON, toolIcon } from '../../components/tool/toolIcons.tsx';
import { historySummaryQuery, useHistorySummary } from '../../lib/historySummary.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useMeta } from '../../lib/meta.ts';
import { runningJobsQuery } from '../../lib/tools/running.ts';
import { WAITING_KEY } from '../../lib/pipelineKey.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

const WaitingOnYou = lazyScreen('waiting-on-you', () => import('./WaitingOnYou.tsx'));

/** The tools of the first-run note, in catalog order (`firstRun` in their catalog entries). */
const FIRST_STEPS = TOOL_SLUGS.filter((slug) => TOOL_CATALOG[slug].firstRun);

export const DASHBOARD_CARDS = [
  ...TOOL_MENU_ORDER.map((slug) => ({ title: TOOL_CATALOG[slug].title, to: TOOL_CATALOG[slug].route, text: TOOL_CATALOG[slug].summary, icon: toolIcon(slug) })),
  { title: 'Generation History', to: '/history', text: 'Reopen, download and clear your past generations.', icon: HISTORY_ICON },
];

export default function DashboardPage() {
  const meta = useMeta();
  const summary = useHistorySummary();
  const running = useRunning();
  return (
    <>
      <PageTitle documentTitle="Dashboard">Grow your business with AI</PageTitle>
      <p className="text-secondary">
        {meta.data?.aiProvider === 'demo'
          ? 'Sample mode: no AI provider is configured, so every tool answers with realistic example output. Pick a tool to see how it works.'
          : 'Pick a tool to find a niche, shape an offer, write outreach or plan growth.'}
      </p>
      {/* The consultant's usual start: one call → the client file → the pack (DESIGN §11.1). */}
      {INTAKE_TOOL && (
        <p>
          <LinkButton to={TOOL_CATALOG[INTAKE_TOOL].route} type="primary" size="large">
            Start from a sales call
          </LinkButton>
        </p>
      )}
      {/* The cards wait for the recent work above them (one short request), so that nothing moves
          when it arrives (layout shift; the page is otherwise drawn at once). */}
      {!summary.isLoading && !running.isLoading && <Cards />}
    </>
  );
}

function Cards() {
  return (
    <>
      <RunningNow />
      {PIPELINE && <Waiting />}
      <RecentWork />
      <ul className="tool-cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.to} className="tool-card">
            <h2 className="tool-card-title">
              <span className="tool-card-icon" aria-hidden="true">
                {card.icon}
              </span>
              {card.title}
            </h2>
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

/** Asked again every few seconds while something runs, so a finished job leaves the list. */
const RUNNING_POLL_MS = 3000;

/** The caller's generations still queued or running; when one finishes, Recent work is asked again. */
function useRunning() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const running = useQuery({ ...runningJobsQuery, enabled: Boolean(user), refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? RUNNING_POLL_MS : false) });
  const count = running.data?.length ?? 0;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) void client.invalidateQueries({ queryKey: historySummaryQuery.queryKey });
    before.current = count;
  }, [count, client]);
  return running;
}

/**
 * Generations still being made (started on a screen that was since reloaded, left or closed): each
 * links to its tool's screen, which reattaches to it and shows it being written.
 */
function RunningNow() {
  const running = useRunning();
  if (!running.data || running.data.length === 0) return null;
  return (
    <section className="recent-work" aria-labelledby="running-now-title">
      <h2 id="running-now-title">Running now</h2>
      <ul>
        {running.data.map((job) => (
          <li key={job.requestId}>
            <span className="recent-work-icon" aria-hidden="true">
              {toolIcon(job.tool)}
            </span>
            <Link to={TOOL_CATALOG[job.tool].route}>{TOOL_CATALOG[job.tool].title}</Link>
            <span className="text-secondary">
              {job.state === 'queued' ? 'In queue' : 'Writing…'} · started <LocalDateTime value={job.queuedAt} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Waiting on you" (its own chunk, WaitingOnYou.tsx). The server draws the dashboard with its answer:
 * when nothing waits, the browser loads none of its code (the first load's budget, web/e2e/smoke.spec.ts);
 * when something waits, the chunk loads before the page hydrates. Reached by a navigation with no answer
 * yet, it loads and asks.
 */
function Waiting() {
  if (useQueryClient().getQueryData<{ items: unknown[] }>(WAITING_KEY)?.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitingOnYou />
    </Suspense>
  );
}

/** The newest few generations, or — before the first one — where to start. */
function RecentWork() {
  // Only in a team: the personal workspace has only the caller's work.
  const team = useTeamScope();
  const [whose, setWhose] = useState<AuthorFilter>('everyone');
  const author = team ? whose : undefined;
  const summary = useHistorySummary({ author });
  const filter = team && <team.AuthorFilter label="Whose recent work" value={whose} onChange={setWhose} />;
  if (!summary.data) return filter || null;
  const { recent } = summary.data;
  if (recent.length === 0 && author === 'mine') {
    return (
      <section className="recent-work" aria-label="Recent work">
        {filter}
        <p className="text-secondary">You have made nothing in this team yet.</p>
      </section>
    );
  }
  if (recent.length === 0) {
    return (
      <div className="first-run" role="note">
        <strong>New here?</strong>
        {FIRST_STEPS.map((slug) => (
          <span key={slug}>
            {' '}
            {TOOL_CATALOG[slug].firstRun?.lead} <Link to={TOOL_CATALOG[slug].route}>{TOOL_CATALOG[slug].shortName}</Link>
            {TOOL_CATALOG[slug].firstRun?.tail}
          </span>
        ))}{' '}
        Everything you generate is saved in History.
      </div>
    );
  }
  return (
    <section className="recent-work" aria-labelledby="recent-work-title">
      <h2 id="recent-work-title">Recent work</h2>
      {filter}
      <ul>
        {recent.map((item) => (
          <li key={item.id}>
            <span className="recent-work-icon" aria-hidden="true">
              {toolIcon(item.tool)}
            </span>
            <Link to={resultLink(item.tool, item.id)}>{item.title || TOOL_CATALOG[item.tool].title}</Link>
            <span className="text-secondary">
              {TOOL_CATALOG[item.tool].shortName} · {team && `${item.author.name} · `}<LocalDateTime value={item.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      <Link to="/history">All history</Link>
    </section>
  );
}
