import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3Operation =
  | 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject' | 'DeleteObjects' | 'ListObjectsV2'
  | 'CreateMultipartUpload' | 'UploadPart' | 'CompleteMultipartUpload' | 'AbortMultipartUpload' | 'Unknown';

export interface S3StubRequest {
  op: S3Operation;
  method: string;
  bucket: string;
  /** the object key inside the bucket, prefix included ('' for bucket operations) */
  key: string;
  /** how the body came: 'aws-chunked' when the SDK streamed it with a checksum trailer */
  encoding: string | undefined;
  authorization: string | undefined;
}

export interface S3StubObject {
  body: Buffer;
  contentType: string;
}

/** Answers a request with this status (and S3's error code) instead of serving it; return undefined to serve it. */
export type S3Fault = (req: S3StubRequest) => { status: number; code: string } | undefined;

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>stub</RequestId></Error>`;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0\r\n<trailers>\r\n\r\n`.
 * The SDK sends a streamed PutObject this way (a CRC32 checksum in the trailer); S3 stores the decoded bytes.
 */
export function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) throw new Error('aws-chunked: no chunk header');
    const size = parseInt(raw.subarray(at, eol).toString('latin1').split(';')[0], 16);
    if (Number.isNaN(size)) throw new Error('aws-chunked: bad chunk size');
    at = eol + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of raw.subarray(at).toString('latin1').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) trailers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { body: Buffer.concat(parts), trailers };
}

/**
 * A local stand-in for S3's path-style REST API (the subset the reports service and the gateway's
 * blob store use, plus multipart upload): objects live in memory under `/<bucket>/<key>`, errors
 * come as S3's XML error documents, and every request is recorded by operation. Authentication is
 * not checked, but a request without an AWS4 Authorization header is refused as S3 would.
 */
export class S3Stub {
  readonly objects = new Map<string, S3StubObject>();
  readonly requests: S3StubRequest[] = [];
  fault: S3Fault | null = null;
  private readonly uploads = new Map<string, { bucket: string; key: string; contentType: string; parts: Map<number, Buffer> }>();
  private server: Server | null = null;
  private seq = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/xml' });
        res.end(xmlError('InternalError', xmlEscape(e.message)));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reset(): void {
    this.objects.clear();
    this.requests.length = 0;
    this.uploads.clear();
    this.fault = null;
  }

  put(bucket: string, key: string, body: Buffer, contentType = 'application/octet-stream'): void {
    this.objects.set(`${bucket}/${key}`, { body, contentType });
  }

  get(bucket: string, key: string): S3StubObject | undefined {
    return this.objects.get(`${bucket}/${key}`);
  }

  keys(bucket: string): string[] {
    return [...this.objects.keys()].filter((k) => k.startsWith(`${bucket}/`)).map((k) => k.slice(bucket.length + 1)).sort();
  }

  /** The operations seen, in order, e.g. ['GetObject', 'PutObject']. */
  ops(): S3Operation[] {
    return this.requests.map((r) => r.op);
  }

  private operation(method: string, key: string, q: URLSearchParams): S3Operation {
    if (!key) {
      if (method === 'GET' && q.get('list-type') === '2') return 'ListObjectsV2';
      if (method === 'POST' && q.has('delete')) return 'DeleteObjects';
      return 'Unknown';
    }
    if (method === 'POST' && q.has('uploads')) return 'CreateMultipartUpload';
    if (method === 'PUT' && q.has('uploadId') && q.has('partNumber')) return 'UploadPart';
    if (method === 'POST' && q.has('uploadId')) return 'CompleteMultipartUpload';
    if (method === 'DELETE' && q.has('uploadId')) return 'AbortMultipartUpload';
    if (method === 'PUT') return 'PutObject';
    if (method === 'GET') return 'GetObject';
    if (method === 'HEAD') return 'HeadObject';
    if (method === 'DELETE') return 'DeleteObject';
    return 'Unknown';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body: Buffer = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    const op = this.operation(method, key, url.searchParams);
    const encoding = req.headers['content-encoding'] as string | undefined;
    const authorization = req.headers.authorization;
    const record: S3StubRequest = { op, method, bucket: decodeURIComponent(bucket), key, encoding, authorization };
    this.requests.push(record);

    const xml = (status: number, doc: string): void => void res.writeHead(status, { 'Content-Type': 'application/xml' }).end(doc);
    const error = (status: number, code: string) => {
      if (method === 'HEAD') res.writeHead(status).end();
      else xml(status, xmlError(code, code));
    };
    if (!authorization?.startsWith('AWS4-HMAC-SHA256 ')) return error(403, 'AccessDenied');
    const fault = this.fault?.(record);
    if (fault) return error(fault.status, fault.code);
    if (op === 'Unknown') return error(501, 'NotImplemented');

    const sha = String(req.headers['x-amz-content-sha256'] ?? '');
    if ((encoding ?? '').split(',').map((s) => s.trim()).includes('aws-chunked') || sha.startsWith('STREAMING-')) {
      body = decodeAwsChunked(body).body;
      const declared = req.headers['x-amz-decoded-content-length'];
      if (declared !== undefined && Number(declared) !== body.length) return error(400, 'IncompleteBody');
    }
    const id = `${record.bucket}/${key}`;
    const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
    const etag = () => `"${createHash('md5').update(body).digest('hex')}"`;

    switch (op) {
      case 'PutObject': {
        if (req.headers['if-none-match'] === '*' && this.objects.has(id)) return error(412, 'PreconditionFailed');
        this.objects.set(id, { body, contentType });
        res.writeHead(200, { ETag: etag() }).end();
        return;
      }
      case 'GetObject':
      case 'HeadObject': {
        const found = this.objects.get(id);
        if (!found) return error(404, 'NoSuchKey');
        res.writeHead(200, { 'Content-Type': found.contentType, 'Content-Length': String(found.body.length), ETag: `"${createHash('md5').update(found.body).digest('hex')}"` });
        res.end(method === 'HEAD' ? undefined : found.body);
        return;
      }
      case 'DeleteObject':
        this.objects.delete(id);
        res.writeHead(204).end();
        return;
      case 'ListObjectsV2': {
        const prefix = url.searchParams.get('prefix') ?? '';
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const all = this.keys(record.bucket).filter((k) => k.startsWith(prefix));
        const page = all.slice(0, max);
        const contents = page.map((k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>${this.get(record.bucket, k)!.body.length}</Size></Contents>`).join('');
        return xml(200, `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${record.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${all.length > max}</IsTruncated>${contents}</ListBucketResult>`);
      }
      case 'DeleteObjects': {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
        for (const k of keys) this.objects.delete(`${record.bucket}/${k}`);
        return xml(200, `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')}</DeleteResult>`);
      }
      case 'CreateMultipartUpload': {
        const uploadId = `upload-${++this.seq}`;
        this.uploads.set(uploadId, { bucket: record.bucket, key, contentType, parts: new Map() });
        return xml(200, `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${record.bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
      }
      case 'UploadPart': {
        const upload = this.uploads.get(url.searchParams.get('uploadId') ?? '');
        if (!upload) return error(404, 'NoSuchUpload');
        upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        res.writeHead(200, { ETag: etag() }).end();
        return;
      }
      case 'CompleteMultipartUpload': {
        const uploadId = url.searchParams.get('uploadId') ?? '';
        const upload = this.uploads.get(uploadId);
        if (!upload) return error(404, 'NoSuchUpload');
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        if (numbers.some((n) => !upload.parts.has(n))) return error(400, 'InvalidPart');
        this.objects.set(id, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)), contentType: upload.contentType });
        this.uploads.delete(uploadId);
        return xml(200, `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${record.bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>"multipart"</ETag></CompleteMultipartUploadResult>`);
      }
      case 'AbortMultipartUpload':
        this.uploads.delete(url.searchParams.get('uploadId') ?? '');
        res.writeHead(204).end();
        return;
    }
  }

  /** Multipart uploads begun and neither completed nor aborted (parts S3 would keep billing for). */
  openUploads(): number {
    return this.uploads.size;
  }
}
