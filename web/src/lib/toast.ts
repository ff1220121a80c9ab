// Toasts as the spec writes them: a title and an optional description, one at a time.
import { App } from 'antd';
import { useMemo } from 'react';

export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ title, description }),
      error: (title: string, description?: string) => notification.error({ title, description }),
      info: (title: string, description?: string) => notification.info({ title, description }),
    }),
    [notification],
  );
}
