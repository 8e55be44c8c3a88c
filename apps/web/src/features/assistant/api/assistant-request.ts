import { ASSISTANT_PRODUCT, ASSISTANT_PRODUCT_HEADER } from '@ava/contracts';
import { type RequestOptions, request } from '../../../lib/http/request.ts';

/** Document 3 section 7: every assistant call carries the fixed product header. */
export const productHeaders = (given?: HeadersInit): Headers => {
  const headers = new Headers(given);
  headers.set(ASSISTANT_PRODUCT_HEADER, ASSISTANT_PRODUCT);
  return headers;
};

/** A call to the assistant service, with its product header. */
export const assistantRequest = <T>(path: string, options: RequestOptions = {}) =>
  request<T>('assistant', path, { ...options, headers: productHeaders(options.headers) });
