// What every generator screen shares (spec §2, §4): the optional saved-item id, fetching it only
// when present, the result on screen, generating with the spec's toasts, and the URL becoming the
// item's URL after a generation so a reload keeps the result.
import { TOOLS, type ToolRequest, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../api.ts';
import { useToast } from '../toast.ts';
import { historyItemQuery, useGenerate } from './api.ts';

export interface ToolTexts {
  successTitle: string;
  successDescription?: string;
  errorFallback: string;
}

export function useToolScreen<T extends ToolSlug>(tool: T, texts: ToolTexts) {
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const item = useQuery({ ...historyItemQuery(tool, id ?? 0), enabled: id !== undefined });
  const generate = useGenerate(tool);
  useEffect(() => {
    if (params.id !== undefined && id === undefined) toast.error('Failed to load history item', 'That history item does not exist.');
  }, [params.id, id, toast]);
  useEffect(() => {
    if (item.isError) toast.error('Failed to load history item', errorMessage(item.error));
  }, [item.isError, item.error, toast]);
  // Derived, never copied: a fresh generation is put in the item's cache and the URL becomes the
  // item's, so the screen always shows what the query holds for the id in the URL.
  const results: ToolResult<T> | null = id !== undefined ? (item.data?.results ?? null) : null;

  async function submit(request: ToolRequest<T>) {
    try {
      const answer = await generate.start(request);
      if (!answer) return; // a submission is already running: this one sent nothing
      toast.success(texts.successTitle, texts.successDescription);
      navigate(`${TOOLS[tool].route}/${answer.historyId}`);
    } catch (error) {
      toast.error('Error', errorMessage(error, texts.errorFallback));
    }
  }

  /** Back to an empty form (Create Another …). */
  function startOver() {
    navigate(TOOLS[tool].route);
  }

  return {
    /** The page title, from the tool catalog. */
    title: TOOLS[tool].title,
    id,
    /** The saved request, to fill the form. */
    savedRequest: id !== undefined ? (item.data?.request ?? null) : null,
    loadingItem: id !== undefined && item.isPending,
    results,
    submit,
    startOver,
    pending: generate.isPending,
    requestId: generate.requestId,
  };
}
