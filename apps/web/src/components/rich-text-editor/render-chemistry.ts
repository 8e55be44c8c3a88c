import { request } from '../../lib/http/request.ts';

/** POST /strText/toAwsURL (chemistry): a chemfig structure drawn to a stored image, by its url. */
export function renderChemistry(text: string): Promise<{ url: string }> {
  return request<{ url: string }>('chemistry', '/strText/toAwsURL', { method: 'POST', body: { text } });
}
