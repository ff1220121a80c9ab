import type { ContactRequest } from '@growth-suite/shared';
import { ContactResponseSchema } from '@growth-suite/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const useSendContact = () => useMutation({ mutationFn: (body: ContactRequest) => api.post('/api/contact', body, ContactResponseSchema) });
