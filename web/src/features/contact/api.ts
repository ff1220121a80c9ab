import type { ContactRequest } from '@growth-suite/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const useSendContact = () => useMutation({ mutationFn: (body: ContactRequest) => api.post<{ message?: string }>('/api/contact', body) });
