import { callApi } from '@web/lib/call-api';
import { saveBlob } from '@web/lib/save-blob';

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` (RFC 6266) first, then the
 * quoted or bare `filename`; null when the header names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Sends a download request through callApi and saves the answer as the file its Content-Disposition
 * names (else `fallbackName`). A refusal throws the server's message (ApiError), or `failure` when it
 * has none, and saves nothing.
 */
export async function downloadFile(
  send: () => Promise<Response>,
  fallbackName: string,
  failure: string,
): Promise<void> {
  const response = await callApi(send, failure);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  saveBlob(await response.blob(), name ?? fallbackName);
}
