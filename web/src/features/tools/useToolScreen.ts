// What every generator screen shares (spec §2, §4): the optional saved-item id, fetching it only
// when present, the result on screen, generating with the spec's toasts, and the URL becoming the
// item's URL after a generation so a reload keeps the result.
import { TOOLS, type ToolRequest, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
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
  const [results, setResults] = useState<ToolResult<T> | null>(null);

  useEffect(() => {
    if (params.id !== undefined && id === undefined) toast.error('Failed to load history item', 'That history item does not exist.');
  }, [params.id, id, toast]);
  useEffect(() => {
    if (item.isError) toast.error('Failed to load history item', errorMessage(item.error));
  }, [item.isError, item.error, toast]);
  useEffect(() => {
    setResults(id !== undefined && item.data ? item.data.results : null);
  }, [id, item.data]);

  async function submit(request: ToolRequest<T>) {
    try {
      const { historyId, ...generated } = await generate.mutateAsync(request);
      setResults(generated as unknown as ToolResult<T>);
      toast.success(texts.successTitle, texts.successDescription);
      navigate(`${TOOLS[tool].route}/${historyId}`);
    } catch (error) {
      toast.error('Error', errorMessage(error, texts.errorFallback));
    }
  }

  /** Back to an empty form (Create Another …). */
  function startOver() {
    setResults(null);
    navigate(TOOLS[tool].route);
  }

  return {
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
