import path from 'node:path';
import { z } from 'zod';
import { MEDIA_LIMITS } from '@inasaku/contracts';
import { findRepoRoot, s3EnvShape } from '@inasaku/service-kit';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';


export const mediaEnvSchema = z.object({
  /** Local store directory (default <repo>/var/media); unused when S3_BUCKET is set. */
  MEDIA_DIR: z.string().optional(),
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(MEDIA_LIMITS.maxBytes),
  ...s3EnvShape,
});

export interface MediaConfig {
  maxBytes: number;
  store: BlobStore;
  /** 'local:<dir>' or 's3:<bucket>', for the start-up log */
  description: string;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const e = mediaEnvSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (e.S3_BUCKET) {
    return {
      maxBytes: e.MEDIA_MAX_BYTES,
      store: new S3BlobStore({
        bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, forcePathStyle: e.S3_FORCE_PATH_STYLE,
        accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, prefix: e.S3_PREFIX,
      }),
      description: `s3:${e.S3_BUCKET}`,
    };
  }
  const dir = e.MEDIA_DIR ?? path.join(findRepoRoot(), 'var/media');
  return { maxBytes: e.MEDIA_MAX_BYTES, store: new LocalBlobStore(dir), description: `local:${dir}` };
}
