// What every generator screen shares (spec §2, §4): the optional saved-item id, fetching it only
// when present, the result on screen, generating with the spec's toasts, and the URL becoming the
// item's URL after a generation so a reload keeps the result.
import { completePartial, toolOfPath, TOOL_CATALOG, type Prefill, type ToolRequest, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { screenPathOf } from '../workspaceLinks.ts';
import { useNavigate } from '../workspaceRouting.tsx';
import { ApiError, errorMessage } from '../api.ts';
import { useCurrentUser } from '../auth.ts';
import { useToast } from '../toast.ts';
import { historyItemQuery, isCancelled, useGenerate } from './api.ts';
import { useRefine } from '../versions/api.ts';
import { useGenerationEvents } from './events.ts';
import type { RunningJob } from '@growth-suite/shared/contract/running-jobs';
import { runningJobsQuery } from './running.ts';
import { useWorkFor } from './workFor.ts';

export interface ToolTexts {
  successTitle: string;
  successDescription?: string;
  errorFallback: string;
}

/**
 * What the screen shows about the item in the URL:
 * - `none`: no id, the empty form;
 * - `loading`: a saved item is being fetched;
 * - `saved`: a saved item reopened (spec: "Viewing History Item #id");
 * - `fresh`: the result just generated here (it is saved, but the user did not open it from History);
 * - `missing`: the id is malformed, or no such item is the user's.
 */
export type ItemState = 'none' | 'loading' | 'saved' | 'fresh' | 'missing';

/**
 * What a screen needs of its tool's definition (@growth-suite/shared/tools/<slug>, which the screen
 * imports for its form anyway): its slug, its result schema (a partial result is completed by it) and
 * its prefill. Passed in rather than read from the TOOLS registry, so a tool screen evaluates its own
 * tool's schemas only.
 */
export interface ScreenTool<T extends ToolSlug> {
  slug: T;
  resultSchema: z.ZodType;
  prefill: Prefill<Record<string, unknown>>;
}

/** Router state set by a generation, so the item's screen knows its result is fresh. */
interface FreshState {
  freshId?: number;
}
/**
 * Results generated in this page load. Router state alone would survive a reload (the browser
 * keeps it), and a reloaded result is a saved item being reopened, so both must agree.
 */
const generatedHere = new Set<string>();

/**
 * `resultView`: the screen's result view when it loads on its own (lazyScreen): asked for as soon as a
 * generation starts, so it is there when the first part arrives.
 */
export function useToolScreen<T extends ToolSlug>(definition: ScreenTool<T>, texts: ToolTexts, resultView?: { load(): Promise<unknown> }) {
  const tool = definition.slug;
  const params = useParams();
  const location = useLocation();
  const urlId = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const generate = useGenerate(tool);
  const workFor = useWorkFor(definition.prefill);
  // A generation has just answered and the URL is about to become its item's: the screen is that
  // item's already (its result is in the query cache), so the result stays in place in between.
  const landing = generate.answer !== null && generate.answer.historyId !== urlId;
  const id = landing ? generate.answer!.historyId : urlId;
  const { settle } = generate;
  useEffect(() => {
    if (generate.answer !== null && generate.answer.historyId === urlId) settle();
  }, [generate.answer, urlId, settle]);
  const item = useQuery({ ...historyItemQuery(tool, id ?? 0), enabled: id !== undefined });
  // The result view's code, asked for ahead of its first draw (a failure shows there, when it is drawn).
  const loadResultView = () => void resultView?.load().catch(() => undefined);
  // A saved item's screen shows its result: its view's code loads beside the item, not after it.
  useEffect(() => {
    if (id !== undefined) loadResultView();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  // A part being regenerated streams on the same channel as a generation (DESIGN §9, §10).
  const refine = useRefine(tool, id);
  const live = useGenerationEvents(generate.requestId ?? refine.requestId);
  const notFound = item.error instanceof ApiError && item.error.status === 404;
  useEffect(() => {
    // A missing item has its own empty state; other failures (network, 5xx) are worth a toast.
    if (item.isError && !notFound) toast.error('Failed to load history item', errorMessage(item.error));
  }, [item.isError, item.error, notFound, toast]);
  // Derived, never copied: a fresh generation is put in the item's cache and the URL becomes the
  // item's, so the screen always shows what the query holds for the id in the URL.
  const results: ToolResult<T> | null = id !== undefined ? (item.data?.results ?? null) : null;
  // While a generation runs, the result so far, shaped like a full one for the same components.
  const fill = (value: unknown) => completePartial(definition.resultSchema, value) as ToolResult<T>;
  const partial: ToolResult<T> | null = generate.isPending && live.partial !== null ? fill(live.partial) : null;
  // While a part is regenerated, the whole result with that part as written so far.
  const refining = refine.isPending && refine.input !== null ? refine.input.path : null;
  const refined: ToolResult<T> | null = refining !== null && live.partial !== null ? fill(live.partial) : null;
  const freshId = (location.state as FreshState | null)?.freshId;
  // Reattached to a running job: what it was started with (the form shows it, and keeps it if the job fails).
  const [resumed, setResumed] = useState<ToolRequest<T> | null>(null);
  // Navigating after the screen was left (Back, another page) would pull the user back to it. The
  // URL changes at once when the user leaves, while the screen may stay mounted a moment longer
  // (the next screen's code still loading): both are asked.
  const mounted = useRef(true);
  const stillHere = () => mounted.current && toolOfPath(screenPathOf(window.location.pathname)) === tool;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const itemState: ItemState = landing
    ? 'fresh'
    : params.id === undefined
      ? 'none'
      : id === undefined || notFound
        ? 'missing'
        : item.isPending
          ? 'loading'
          : freshId === id && generatedHere.has(`${tool}/${id}`)
            ? 'fresh'
            : 'saved';

  /** The form's submit (react-hook-form passes the event second: it is not a `resume` key). */
  const submit = (request: ToolRequest<T>) => run(request);

  /** `resume`: the key of this tool's job that was already running when the screen opened. */
  async function run(request: ToolRequest<T>, resume?: string) {
    if (resume) setResumed(request);
    loadResultView();
    try {
      // A reattached job keeps its own context: the same key joins it, whatever is sent.
      const answer = await generate.start({ ...request, context: workFor.context }, resume);
      if (!answer) return; // a submission is already running: this one sent nothing
      toast.success(texts.successTitle, texts.successDescription);
      generatedHere.add(`${tool}/${answer.historyId}`);
      if (stillHere()) navigate(`${TOOL_CATALOG[tool].route}/${answer.historyId}`, { state: { freshId: answer.historyId } satisfies FreshState });
    } catch (error) {
      if (isCancelled(error)) toast.info('Generation cancelled', 'Nothing was saved. Your inputs are still in the form.');
      else toast.error('Error', errorMessage(error, texts.errorFallback));
    }
  }

  async function cancel() {
    try {
      await generate.cancel();
    } catch (error) {
      toast.error('Could not cancel', errorMessage(error));
    }
  }

  /** Back to an empty form (Create Another …). */
  function startOver() {
    setResumed(null);
    navigate(TOOL_CATALOG[tool].route);
  }

  useResume(tool, params.id === undefined && !generate.isPending, (job) => void run(job.request as ToolRequest<T>, job.requestId));

  return {
    tool,
    /** The page title, from the tool catalog. */
    title: TOOL_CATALOG[tool].title,
    id,
    itemState,
    /** The client and results the form works for and from (the URL's `?client=&from=`), and the values they fill. */
    workFor,
    /** The saved item's client, what it was made from and what it was used in since (null until loaded). */
    links: id !== undefined ? (item.data?.context ?? null) : null,
    /** The saved request, to fill the form; or, reattached to a running job, what it was started with. */
    savedRequest: id !== undefined ? (item.data?.request ?? null) : resumed,
    results,
    /** The current version's number (the `baseVersion` of the next change), once loaded. */
    version: id !== undefined ? (item.data?.version ?? null) : null,
    /** What the result area draws: the result so far while it is being written, else the result. */
    shown: partial ?? refined ?? results,
    /** A partial result is on screen: it is still being written. */
    writing: partial !== null,
    /** The part being regenerated with AI (its path), while its job runs. */
    refining,
    refine,
    submit,
    startOver,
    cancel,
    cancelling: generate.isCancelling,
    pending: generate.isPending,
    requestId: generate.requestId,
    /** Where the job stands, from its event stream (null: not streaming; progress polls instead). */
    liveStatus: live.connected ? live.status : null,
  };
}

/** What the frame around any tool's screen needs (ToolShell), whatever the tool. */
export type ToolFrame = Pick<
  ReturnType<typeof useToolScreen>,
  | 'tool'
  | 'title'
  | 'id'
  | 'itemState'
  | 'startOver'
  | 'pending'
  | 'requestId'
  | 'savedRequest'
  | 'writing'
  | 'cancel'
  | 'cancelling'
  | 'liveStatus'
  | 'version'
  | 'refining'
  | 'refine'
  | 'workFor'
  | 'links'
> & { results: unknown };

/**
 * A screen opened (or reloaded, or returned to with Back) while a generation of its tool is still
 * queued or running reattaches to it: the form shows what the job was started with, the same
 * Idempotency-Key joins the job, and its event stream resumes from the latest part. Asked once per
 * screen, only on the empty form (`idle`). The job's request comes from our own api, which checked it
 * with the tool's schema when the job was made.
 */
function useResume(tool: ToolSlug, idle: boolean, resume: (job: RunningJob) => void) {
  const asked = useRef(false);
  // Asked for a signed-in user only (the screens are theirs; nobody else has jobs).
  const { data: user } = useCurrentUser();
  const running = useQuery({ ...runningJobsQuery, enabled: idle && Boolean(user), refetchOnWindowFocus: false });
  useEffect(() => {
    if (asked.current) return;
    // A submission made before the answer came wins: nothing to reattach to then.
    if (!idle) {
      asked.current = true;
      return;
    }
    // Only an answer asked for since this screen opened counts. The cache may hold an older one:
    // from this screen's earlier visit (React Router brings it back on Forward), or from the page's
    // server render when the browser shows a document it kept (Back/Forward reuse a cached page's
    // HTML without asking the server), both from before the job began. Trusting either left the
    // form empty while the job ran.
    if (!running.data || !running.isFetchedAfterMount) return;
    asked.current = true;
    const job = running.data.find((j) => j.tool === tool);
    if (job) resume(job);
  }, [idle, running.data, running.isFetchedAfterMount, tool, resume]);
}
