/**
 * POSTs a body with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not), and answers a standard Response so the caller reads it as any other API answer.
 * `onProgress` receives the share sent so far, 0 to 1.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
    xhr.send(body);
  });
}
