import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey, type BlobStore, type ImageContentType, type StoredBlob } from './blob-store';

export interface S3Options {
  bucket: string;
  region: string;
  /** for S3-compatible stores (MinIO, Cloudflare R2, ...); AWS when absent */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** prepended to every key, e.g. 'public/' */
  prefix: string;
}

function status(e: unknown): number | undefined {
  return e instanceof S3ServiceException ? e.$metadata.httpStatusCode : (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** Images in an S3-compatible bucket; credentials from the options or the SDK's default chain. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly o: S3Options) {
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    });
  }

  private key(key: string): string {
    return `${this.o.prefix}${key}`;
  }

  async putIfAbsent(key: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean> {
    try {
      // Conditional write: the store refuses (412) when the key exists, so uploads never overwrite.
      await this.client.send(new PutObjectCommand({
        Bucket: this.o.bucket, Key: this.key(key), Body: bytes, ContentType: contentType, IfNoneMatch: '*',
      }));
      return true;
    } catch (e) {
      if (status(e) === 412 || status(e) === 409) return false;
      throw e;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: this.key(key) }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType ?? contentTypeOfKey(key), size: Number(out.ContentLength ?? 0) };
    } catch (e) {
      if (status(e) === 404 || (e as Error).name === 'NoSuchKey') return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: this.key(key) }));
      return true;
    } catch (e) {
      if (status(e) === 404 || (e as Error).name === 'NotFound') return false;
      throw e;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    let deleted = 0;
    // List and delete page by page (1,000 keys each, the most DeleteObjects takes).
    for (;;) {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.o.bucket, Prefix: this.key(prefix), MaxKeys: 1000 }));
      const keys = (page.Contents ?? []).map((c) => c.Key).filter((k): k is string => !!k);
      if (keys.length === 0) return deleted;
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.o.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
      deleted += keys.length;
    }
  }
}
