import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3BlobStore } from './s3-blob-store';

/** A few lines of S3's path-style HTTP shape: PUT (with If-None-Match: *), GET, HEAD. */
function startS3Stub() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; ifNoneMatch?: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      seen.push({ method: req.method ?? '', url: key, ifNoneMatch: req.headers['if-none-match'] as string | undefined });
      const found = objects.get(key);
      if (req.method === 'PUT') {
        if (found && req.headers['if-none-match'] === '*') {
          res.writeHead(412, { 'Content-Type': 'application/xml' }).end('<Error><Code>PreconditionFailed</Code><Message>exists</Message></Error>');
          return;
        }
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (!found) {
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      } else {
        res.writeHead(200, { 'Content-Type': found.type, 'Content-Length': String(found.body.length) }).end(req.method === 'HEAD' ? undefined : found.body);
      }
    });
  });
  return new Promise<{ url: string; objects: typeof objects; seen: typeof seen; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, seen, close: () => server.close(),
    }));
  });
}

describe('S3BlobStore against an S3-shaped stub', () => {
  it('writes once per key, reads back, and knows missing keys', async () => {
    const s3 = await startS3Stub();
    try {
      const store = new S3BlobStore({
        bucket: 'inasaku', region: 'ap-northeast-1', endpoint: s3.url, forcePathStyle: true,
        accessKeyId: 'test', secretAccessKey: 'test', prefix: 'public/',
      });
      const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
      expect(await store.putIfAbsent('m/image/1/0.png', bytes, 'image/png')).toBe(true);
      expect(await store.putIfAbsent('m/image/1/0.png', Buffer.from('other'), 'image/png')).toBe(false);
      expect(s3.objects.get('/inasaku/public/m/image/1/0.png')?.body.equals(bytes)).toBe(true);
      expect(s3.seen[0]).toMatchObject({ method: 'PUT', ifNoneMatch: '*' });

      expect(await store.exists('m/image/1/0.png')).toBe(true);
      expect(await store.exists('m/image/2/0.png')).toBe(false);
      const blob = await store.get('m/image/1/0.png');
      expect(blob?.contentType).toBe('image/png');
      const chunks: Buffer[] = [];
      for await (const c of blob!.body) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(await store.get('m/image/2/0.png')).toBeNull();
    } finally {
      s3.close();
    }
  });
});
