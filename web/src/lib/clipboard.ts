import { useToast } from './toast.ts';

/** Copy text with the spec's toasts (§8): 'Copied!' or 'Error - Failed to copy to clipboard.' */
export function useCopy() {
  const toast = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied!', 'Content copied to clipboard.');
    } catch {
      toast.error('Error', 'Failed to copy to clipboard.');
    }
  };
}
