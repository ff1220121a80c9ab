// The pipeline screen (DESIGN §11.2, `<pipeline route>` and a team's under /t/:slug): the workspace's
// sent documents, what needs the consultant first (the api's order: asking, then opened and sent by
// the link that expires soonest, drafts, expired, accepted). Filters by state and, in a team, by
// author, both kept in the address (`?state=asking&author=mine`), so a filtered view can be reloaded,
// shared with a colleague or bookmarked.
import { PIPELINE, TOOL_CATALOG } from '@growth-suite/shared';
import { PIPELINE_STATE_LABELS, PIPELINE_STATES, type PipelineState } from '@growth-suite/shared/contract/pipeline';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { PipelineTable } from '../../components/pipeline/PipelineTable.tsx';
import { pipelineQuery, type PipelineAuthor } from '../../lib/pipeline.ts';
import { useTeamScope } from '../../lib/teamScope.ts';
import { membersQuery } from '../../lib/workspaces.ts';

const isState = (value: string | null): value is PipelineState => value !== null && (PIPELINE_STATES as readonly string[]).includes(value);

function authorOf(value: string | null): PipelineAuthor {
  if (value === 'mine') return 'mine';
  if (value !== null && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  return 'everyone';
}

export default function PipelinePage() {
  const [search, setSearch] = useSearchParams();
  const scope = useTeamScope();
  const state = isState(search.get('state')) ? (search.get('state') as PipelineState) : undefined;
  const author = scope ? authorOf(search.get('author')) : 'everyone';
  const members = useQuery({ ...membersQuery(scope?.team.id ?? 0), enabled: Boolean(scope) });
  // The counts per state (every state, under the author filter): the same query as the unfiltered list's first page.
  const all = useInfiniteQuery(pipelineQuery({ author }));
  const counts = all.data?.pages[0]?.counts;
  const label = PIPELINE?.label ?? 'Pipeline';

  const set = (key: 'state' | 'author', value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  const stateName = state ? PIPELINE_STATE_LABELS[state].toLowerCase() : undefined;
  const empty = state ? `Nothing ${stateName} here` : author !== 'everyone' ? 'Nothing by this author yet' : `Nothing here yet: make one with the ${PIPELINE ? TOOL_CATALOG[PIPELINE.tool].title : 'tool'} and send it, and it shows here with what your client does with it.`;

  return (
    <>
      <PageTitle>{label}</PageTitle>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="Filter by state"
          style={{ minWidth: 180 }}
          value={state ?? 'all'}
          onChange={(value) => set('state', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: 'All states' },
            ...PIPELINE_STATES.map((name) => ({ value: name, label: `${PIPELINE_STATE_LABELS[name]}${counts ? ` (${counts[name]})` : ''}` })),
          ]}
        />
        {scope && (
          <Select<string>
            aria-label="Filter by author"
            style={{ minWidth: 180 }}
            value={String(author)}
            onChange={(value) => set('author', value === 'everyone' ? undefined : value)}
            options={[
              { value: 'everyone', label: 'Everyone' },
              { value: 'mine', label: 'Mine' },
              ...(members.data ?? []).map((member) => ({ value: String(member.userId), label: member.fullName || member.username })),
            ]}
          />
        )}
      </Space>
      <PipelineTable filter={{ state, author }} showAuthor={Boolean(scope)} empty={empty} label={label} />
    </>
  );
}
