/**
 * A fetch that sends with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not), and answers a standard Response; the typed API client sends the upload through it.
 * `onProgress` receives the share sent so far, 0 to 1.
 */
export function fetchWithUploadProgress(
  onProgress: (fraction: number) => void,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'text';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        const type = xhr.getResponseHeader('content-type');
        if (type) headers.set('content-type', type);
        // A 204 carries no body; the Response constructor refuses one.
        const text = xhr.status === 204 ? null : xhr.responseText;
        resolve(new Response(text, { status: xhr.status, headers }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
