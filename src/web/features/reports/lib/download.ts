import { callApi } from '../../../lib/call-api';

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

/** Saves a blob under a name through a temporary object URL and an <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
