import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { FieldErrorDto } from '../../../common/error-response.dto';
import { RequestValidationException } from '../../../common/validation';
import { DOCUMENT_NAME_MAX_LENGTH } from './project-documents.constants';

/** The field of the form that carries the file. */
export const FILE_FIELD = 'file';

/** Text fields are short (a note); past this many bytes one is refused rather than read on. */
const FIELD_MAX_BYTES = 16 * 1024;

export interface UploadFormOptions<T> {
  /** The text fields accepted beside the file; any other is a 400 naming it. */
  fieldNames: readonly string[];
  /** Keeps the file's bytes (FileStorage.put) as they arrive; a refusal (413, 415) stops the upload. */
  store(file: Readable): Promise<T>;
  /** Removes what `store` kept, when the rest of the form turns out wrong. */
  discard(stored: T): Promise<void>;
}

export interface UploadForm<T> {
  /** The name the uploader's browser gave the file (made safe: documentName). */
  fileName: string;
  stored: T;
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data upload as it streams in (busboy): the one file, in the field `file`, goes straight to
 * `store`, never whole in memory; the text fields are collected. The global body parsers leave multipart bodies
 * alone, so the request is read here only. On any refusal the rest of the request is read and dropped, so the error
 * answer reaches the client over an intact connection (docs/storage.md#uploads), and nothing stored is kept.
 */
export function receiveUploadForm<T>(request: Request, options: UploadFormOptions<T>): Promise<UploadForm<T>> {
  if (!request.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeException(`Send the file as multipart/form-data, in the field \`${FILE_FIELD}\``);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { files: 1, fields: options.fieldNames.length, fieldSize: FIELD_MAX_BYTES, headerPairs: 20 },
    });
  } catch (error) {
    throw new BadRequestException(`The form could not be read: ${(error as Error).message}`);
  }

  return new Promise<UploadForm<T>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const problems: FieldErrorDto[] = [];
    let file: { fileName: string; stored: Promise<T> } | undefined;
    let settled = false;

    /** Stops reading the form; the rest of the body is drained, the connection kept for the answer. */
    const stop = () => {
      request.unpipe(parser);
      parser.destroy();
      request.resume();
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stop();
      // What was stored is dropped; a store still under way fails on its own (its stream is destroyed).
      void file?.stored.then(options.discard, () => undefined).catch(() => undefined);
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD || file) {
        stream.resume();
        problems.push({ field: name, message: `property ${name} should not exist` });
        return;
      }
      const stored = options.store(stream);
      file = { fileName: documentName(info.filename), stored };
      // The storage's refusal (413, 415) or failure ends the upload at once.
      stored.catch(fail);
    });
    parser.on('field', (name, value, info) => {
      if (!options.fieldNames.includes(name) || name in fields) {
        problems.push({ field: name, message: `property ${name} should not exist` });
      } else if (info.valueTruncated) {
        problems.push({ field: name, message: `${name} is too long` });
      } else {
        fields[name] = value;
      }
    });
    const tooMany = () =>
      fail(new BadRequestException(`Too many parts: send one file, in \`${FILE_FIELD}\`, and each field once`));
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('error', (error: Error) => fail(new BadRequestException(`The form could not be read: ${error.message}`)));
    parser.on('close', () => {
      if (settled) return;
      if (!file) problems.push({ field: FILE_FIELD, message: `${FILE_FIELD} must be a file` });
      if (problems.length) return fail(new RequestValidationException(problems));
      file!.stored.then((stored) => {
        if (settled) return;
        settled = true;
        resolve({ fileName: file!.fileName, stored, fields });
      }, fail);
    });
    // A client that goes away mid-upload: the file's stream fails, and the store with it.
    request.on('close', () => {
      if (!request.complete) fail(new BadRequestException('The upload was interrupted'));
    });
    request.pipe(parser);
  });
}

/**
 * The name a file is listed and downloaded under: the last part of what the browser sent, without control
 * characters, at most DOCUMENT_NAME_MAX_LENGTH characters with its extension kept; `document` when nothing is left.
 */
export function documentName(given: string | undefined): string {
  const name = (given ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\u2028\u2029]/gu, '')
    .trim();
  if (!name) return 'document';
  if (name.length <= DOCUMENT_NAME_MAX_LENGTH) return name;
  const extension = extname(name).length <= 16 ? extname(name) : '';
  return name.slice(0, DOCUMENT_NAME_MAX_LENGTH - extension.length) + extension;
}
