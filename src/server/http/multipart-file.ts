// The `file` field of a multipart/form-data upload, read as it arrives (busboy) instead of being
// buffered whole by the form parser: a 70 MB upload is held once, not three times, and its first
// bytes are checked while the rest is still on the wire.
import { pipeline, Transform, type Readable } from 'node:stream';
import busboy from 'busboy';
import { ApiError } from './api-error';
import type { BodyLimit } from './upload-body';

export interface FilePart {
  /** The file name the client sent ('' when none). */
  name: string;
  /** The content type the client sent for the part. */
  type: string;
  /** The part's bytes as they arrive; throws a 400 ApiError when the form is cut off or malformed. */
  chunks: AsyncIterable<Uint8Array>;
}

const FIELD = 'file';

const invalid = (message: string) => new ApiError(400, 'invalid_request', message);
const noFile = () => invalid(`The form has no file in its "${FIELD}" field`);
const secondFile = () => invalid(`The form has more than one file in its "${FIELD}" field`);
const malformed = () =>
  invalid('The upload is not a complete multipart/form-data body: it was cut off or malformed');
// A header may not hold control characters (RFC 9110), so a file name with one is refused whole.
const MALFORMED_HEADER = 'Malformed part header';
const badHeader = () =>
  invalid("The upload's part headers are malformed: a file name may not hold control characters");

/**
 * Resolves at the start of the `file` part of a multipart body of the given content type; other
 * parts are read past. The body is counted as it is read and refused past the limit.
 */
export function fileFieldOf(
  contentType: string,
  body: Readable,
  limit: BodyLimit,
): Promise<FilePart> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({
        headers: { 'content-type': contentType },
        // Browsers send the file name as UTF-8, whatever the standard's default.
        defParamCharset: 'utf8',
      });
    } catch {
      return reject(invalid('Send the file as multipart/form-data'));
    }
    let found = false;
    let formError: Error | null = null;
    // Known before the form sees its body cut off, which it reports in no fixed order.
    let bodyError: ApiError | null = null;
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.byteLength;
        if (seen > limit.maxBytes) bodyError ??= limit.refusal();
        done(bodyError, chunk);
      },
    });
    // The form's end, after the file: a body cut off after the file's last byte is an error too.
    let twoFiles = false;
    const ended = new Promise<void>((done, fail) => {
      form.on('close', () => (twoFiles ? fail(secondFile()) : done()));
      form.on('error', (e: Error) =>
        fail(bodyError ?? (e.message === MALFORMED_HEADER ? badHeader() : malformed())),
      );
    });
    ended.then(
      () => {
        if (!found) reject(bodyError ?? noFile());
      },
      (e: Error) => {
        formError = e;
        reject(e);
      },
    );
    form.on('file', (field, stream, info) => {
      // A part's stream fails with its form (a body cut off); the form's own handler answers that,
      // and an unheard 'error' would end the process.
      stream.on('error', () => undefined);
      // Which of two files is meant cannot be told, so a form with two is refused whole.
      if (field === FIELD && found) twoFiles = true;
      if (field !== FIELD || found) return void stream.resume();
      found = true;
      resolve({ name: info.filename ?? '', type: info.mimeType, chunks: partThenEnd(stream) });
    });
    form.on('field', (field) => {
      if (field === FIELD) reject(noFile());
    });
    // pipeline, not pipe: a body that fails mid-way (the client went away) ends the form with it.
    pipeline(body, counted, form, (error) => {
      if (error) form.destroy(error);
    });

    async function* partThenEnd(stream: Readable): AsyncIterable<Uint8Array> {
      try {
        for await (const chunk of stream) yield chunk as Uint8Array;
      } catch {
        throw bodyError ?? formError ?? malformed();
      }
      await ended;
    }
  });
}
