import type { Request } from 'express';
import busboy from 'busboy';
import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { GatewayError } from '../nats/nats-bridge';

export interface UploadedFile {
  bytes: Buffer;
  /** longer than the limit (bytes cut at the limit) */
  tooLarge: boolean;
}

export interface Upload {
  files: UploadedFile[];
  fields: Record<string, string>;
  /** more files than allowed were sent (the extra ones dropped) */
  tooMany: boolean;
}

const RAW_TYPES = /^(image\/(png|jpeg|jpg|pjpeg)|application\/octet-stream)\b/i;

/**
 * Reads an upload: multipart/form-data (files in any field, text fields kept) or a raw image
 * body. Never buffers more than `maxBytes` per file and `maxFiles` files.
 */
export function readUpload(req: Request, maxBytes: number, maxFiles: number): Promise<Upload | null> {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return readMultipart(req, maxBytes, maxFiles);
  if (RAW_TYPES.test(type)) return readRaw(req, maxBytes);
  return Promise.resolve(null);
}

/** A multipart body busboy cannot read (no boundary, cut short, malformed) is the sender's error. */
const malformed = () => new GatewayError({ statusCode: 400, code: ERROR_CODES.badRequest, message: MESSAGES.badRequest, field: 'file' });

function readMultipart(req: Request, maxBytes: number, maxFiles: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const upload: Upload = { files: [], fields: {}, tooMany: false };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 1024 } });
    } catch {
      reject(malformed());
      return;
    }
    parser.on('file', (_name, stream) => {
      const chunks: Buffer[] = [];
      const file: UploadedFile = { bytes: Buffer.alloc(0), tooLarge: false };
      upload.files.push(file);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        file.tooLarge = true;
      });
      stream.on('close', () => {
        file.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value) => {
      upload.fields[name] = value;
    });
    parser.on('filesLimit', () => {
      upload.tooMany = true;
    });
    parser.on('error', () => reject(malformed()));
    parser.on('close', () => resolve(upload));
    req.pipe(parser);
  });
}

function readRaw(req: Request, maxBytes: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) tooLarge = true;
      else chunks.push(c);
    });
    req.on('error', reject);
    req.on('end', () => resolve({ files: [{ bytes: Buffer.concat(chunks), tooLarge }], fields: {}, tooMany: false }));
  });
}
