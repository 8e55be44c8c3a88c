import type { KnowledgeAreas } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diagnosisKeys } from './diagnosis-keys.ts';

/** GET /datasets/knowledge-areas (assistant): the BNCC knowledge areas. */
export const useKnowledgeAreas = () =>
  useQuery({
    queryKey: diagnosisKeys.dataset('knowledge-areas', {}),
    queryFn: ({ signal }) => request<KnowledgeAreas>('assistant', '/datasets/knowledge-areas', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
