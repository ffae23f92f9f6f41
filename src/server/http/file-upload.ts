import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, InvalidInputError } from '../domain-errors';
import { HttpError } from './errors';

/*
 * Reading one uploaded file from a multipart form (a route that calls this registers
 * @fastify/multipart in its own plugin, with `limits.fileSize` set to the same `maxBytes`).
 */

/** Room for the form's boundary and part headers around the file (a browser's take a few hundred bytes). */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function tooLarge(reply: FastifyReply, maxBytes: number) {
  // The client may still be sending: closing the connection stops it, where keep-alive would
  // make the server read (and throw away) the rest of the body first.
  reply.header('connection', 'close');
  return new HttpError(413, 'FILE_TOO_LARGE', `The file is larger than ${megabytes(maxBytes)}.`);
}

/**
 * An `onRequest` hook that refuses a body declared larger than the file may be, before a byte of
 * it is read. A body sent without a length (chunked) is stopped by the parser's file size limit.
 */
/** @fastify/multipart's limits for a form of one file (at most `maxBytes`) and a few short fields. */
export const oneFileLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
});

export function refuseDeclaredOversize(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(reply, maxBytes);
  };
}

/**
 * The bytes of the form's file field `field`, at most `maxBytes`: past the limit the reading
 * stops at once with a 413 instead of waiting for the rest of the body.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { field: string; maxBytes: number },
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== options.field) {
      throw new InvalidInputError('FILE_MISSING', `Send the file in the form field "${options.field}".`, options.field);
    }
    return await readWithin(part.file, () => tooLarge(reply, options.maxBytes));
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * The bytes of the form's file field `field`, at most `maxBytes`, and its text fields (given
 * before or after the file): a file in another field is refused as FILE_MISSING, as a form with no file.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { field: string; maxBytes: number },
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const missing = () =>
    new InvalidInputError('FILE_MISSING', `Send the file in the form field "${options.field}".`, options.field);
  try {
    let bytes: Buffer | undefined;
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field || bytes) {
          part.file.resume();
          throw missing();
        }
        bytes = await readWithin(part.file, () => tooLarge(reply, options.maxBytes));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!bytes) throw missing();
    return { bytes, fields };
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * The form parser's own failures (a form cut short, no boundary: "Unexpected end of multipart
 * data") are plain errors without a status; they come from the bytes the client sent, so they
 * are the client's 400, not the server's 500. Refusals that have a status keep it.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof DomainError || error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'MALFORMED_FORM', 'The form is malformed or cut short; send the file again.');
}

/**
 * All of `file`, unless the parser reports its size limit: then the stream is dropped, which
 * ends the parsing. The limit may have been reached before the handler got the stream (a body
 * that arrived at once), so the flag is read as well as the event; the same for a stream the
 * parser destroyed because the form ended inside the file.
 */
function readWithin(file: MultipartFile['file'], tooLargeError: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      reject(tooLargeError());
      file.destroy();
    };
    if (file.truncated) return refuse();
    // A form that ended inside the file (cut short) may have destroyed the stream before the
    // handler got it: no 'error' or 'end' is coming, and waiting for one would hold the request open.
    const cutShort = () => reject(file.errored ?? new Error('The form ended inside the file'));
    if (file.destroyed) return cutShort();
    file.on('data', (chunk: Buffer) => (file.truncated ? refuse() : chunks.push(chunk)));
    file.once('limit', refuse);
    file.once('end', () => (file.truncated ? refuse() : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
    file.once('close', () => {
      if (!file.readableEnded) cutShort();
    });
  });
}
