import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The S3-compatible store's variables, the same in the gateway (photos) and reports (workbooks). */
export const s3EnvShape = {
  /** Setting a bucket switches to the S3-compatible store. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
};

/** The repository root (the package.json with "workspaces"), walking up from `start`, for the local defaults under var/. */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).workspaces) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
