import { messageFromResponse, type ServiceName, UNKNOWN_STATUS } from '@ava/contracts';
import { HttpError } from './http-error.ts';
import { type RequestOptions, sessionHeaders } from './request.ts';
import { serviceUrl } from './service-url.ts';

/** The file name a Content-Disposition header gives (its UTF-8 form first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall back to the plain form below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Saves what a service answers as a file, with the session's token (a plain link would send
 * none). The whole body is read before the file is offered, so a download cut half-way throws
 * like any failure: an HttpError with the catalogue message.
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  options: { query?: RequestOptions['query']; fileName?: string } = {},
): Promise<void> {
  let blob: Blob;
  let fileName: string | null;
  try {
    const response = await fetch(serviceUrl(service, path, options.query), { headers: sessionHeaders() });
    if (!response.ok) {
      const body = await response.json().catch(() => null);
      throw new HttpError(response.status, messageFromResponse(response.status, body), body);
    }
    blob = await response.blob();
    fileName = options.fileName ?? fileNameOf(response.headers.get('content-disposition'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(UNKNOWN_STATUS, messageFromResponse(UNKNOWN_STATUS, null), null);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'arquivo';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
