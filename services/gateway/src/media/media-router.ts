import { Router, type Request, type Response } from 'express';
import {
  ERROR_CODES, MEDIA_LIMITS, REPORTS_SUBJECTS, type ExportFile, MEDIA_MESSAGES, MEDIA_PURPOSES, MESSAGES, isMediaKey, mediaFileUrl, mediaKeyManagementId,
  type MediaPurpose, type MediaUpload, type RequestContext,
} from '@inasaku/contracts';
import { canEdit, imageStorageKey } from '@inasaku/domain';
import type { GatewayConfig } from '../config/gateway-config';
import { sendError } from '../errors/house-error';
import { GatewayError, type NatsBridge } from '../nats/nats-bridge';
import { ManagementResolver } from '../session/management-resolver';
import { requestIdOf, sessionContext, type SessionCheck } from '../session/request-context';
import { AccountYears } from './account-years';
import type { BlobStore } from './blob-store';
import { extensionOf, sniffImage } from './image-check';
import { loadMediaConfig, type MediaConfig } from './media-config';
import { readUpload } from './read-upload';

/** The same words as libs/service-kit WRITE_REFUSED_MESSAGES (the gateway does not load the service kit). */
export const MEDIA_WRITE_REFUSED = {
  pastYear: '過去の年度のデータは変更できません。',
  readOnlyPlan: 'ご利用期間が終了しているため、データを変更できません。',
} as const;

export interface MediaRouterOptions {
  config: GatewayConfig;
  bridge: Pick<NatsBridge, 'request'>;
  session: SessionCheck;
  media?: MediaConfig;
}

const fail = (statusCode: number, code: string, message: string, field?: string): never => {
  throw new GatewayError({ statusCode, code, message, field });
};

/** Tries the next millisecond while another upload already holds the folder. */
const MAX_TIMESTAMP_TRIES = 50;

/**
 * /media (spec 000 §5, §7): image upload into the blob store and reads by key, for the signed-in
 * account only. Answers like the API: `{ data }` or `{ error: { code, message, field? } }`.
 */
export function buildMediaRouter(o: MediaRouterOptions): Router {
  const media = o.media ?? loadMediaConfig();
  const store: BlobStore = media.store;
  const managements = new ManagementResolver(o.bridge);
  const years = new AccountYears(o.bridge);
  const router = Router();

  router.post('/media', async (req: Request, res: Response) => {
    res.setHeader('x-request-id', requestIdOf(req));
    try {
      if (!req.header('x-requested-with')) fail(403, ERROR_CODES.forbidden, MESSAGES.forbidden);
      let context = sessionContext(req, o.session, requestIdOf(req));
      const upload = await readUpload(req, media.maxBytes, MEDIA_LIMITS.maxFiles);
      if (!upload || upload.files.length === 0) return fail(400, ERROR_CODES.validation, MEDIA_MESSAGES.noFile, 'file');
      const requested = (req.query.management_id as string | undefined) ?? upload.fields.management_id;
      if (!context.managementId && requested && requested.length <= 64) context = { ...context, managementId: requested };
      context = await managements.resolve(context);
      assertUploadAllowed(context);
      const purpose = ((req.query.purpose as string | undefined) ?? upload.fields.purpose ?? 'work') as MediaPurpose;
      if (!MEDIA_PURPOSES.includes(purpose)) fail(400, ERROR_CODES.validation, MEDIA_MESSAGES.badPurpose, 'purpose');
      if (upload.tooMany) fail(400, ERROR_CODES.validation, MEDIA_MESSAGES.tooManyFiles, 'file');

      const images = upload.files.map((f, i) => {
        if (f.tooLarge) fail(413, ERROR_CODES.payloadTooLarge, MEDIA_MESSAGES.tooLarge, `file.${i}`);
        const type = sniffImage(f.bytes);
        if (!type) return fail(400, ERROR_CODES.validation, MEDIA_MESSAGES.badType, `file.${i}`);
        return { bytes: f.bytes, type };
      });
      const list = await storeAll(store, context.managementId as string, purpose, images);
      res.json({ data: { list } });
    } catch (e) {
      req.resume();
      sendError(res, e);
    }
  });

  router.get('/media', async (req: Request, res: Response) => {
    try {
      const context = sessionContext(req, o.session, requestIdOf(req));
      const key = req.query.path;
      if (!isMediaKey(key)) return fail(400, ERROR_CODES.validation, MEDIA_MESSAGES.badPath, 'path');
      if (!(await years.owns(context, mediaKeyManagementId(key))) || !(await store.exists(key))) {
        return fail(404, ERROR_CODES.notFound, MEDIA_MESSAGES.notFound);
      }
      res.json({ data: { url: mediaFileUrl(key) } });
    } catch (e) {
      sendError(res, e);
    }
  });

  router.get('/media/file/*key', async (req: Request, res: Response) => {
    try {
      const context = sessionContext(req, o.session, requestIdOf(req));
      const segments = (req.params as { key?: string[] | string }).key;
      const key = Array.isArray(segments) ? segments.join('/') : segments;
      if (!isMediaKey(key) || !(await years.owns(context, mediaKeyManagementId(key)))) {
        return fail(404, ERROR_CODES.notFound, MEDIA_MESSAGES.notFound);
      }
      const blob = await store.get(key);
      if (!blob) return fail(404, ERROR_CODES.notFound, MEDIA_MESSAGES.notFound);
      res.setHeader('Content-Type', blob.contentType);
      if (blob.size) res.setHeader('Content-Length', String(blob.size));
      // Keys never change content; private because only the owner may read it.
      res.setHeader('Cache-Control', 'private, max-age=604800, immutable');
      blob.body.on('error', () => res.destroy());
      blob.body.pipe(res);
    } catch (e) {
      sendError(res, e);
    }
  });

  // Finished image Excel exports (spec 001 §4): the reports service says whether the job is the
  // caller's, done and not expired, and where its file is; the bytes stream from the blob store.
  router.get('/media/exports/:jobId', async (req: Request, res: Response) => {
    try {
      const context = sessionContext(req, o.session, requestIdOf(req));
      const jobId = String((req.params as { jobId?: string }).jobId ?? '');
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) return fail(404, ERROR_CODES.notFound, MESSAGES.notFound);
      const file = await o.bridge.request<ExportFile>(REPORTS_SUBJECTS.exportJobs.file, context, { job_id: jobId });
      const blob = await store.get(file.key);
      if (!blob) return fail(404, ERROR_CODES.notFound, MESSAGES.notFound);
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
      if (blob.size) res.setHeader('Content-Length', String(blob.size));
      res.setHeader('Cache-Control', 'private, no-store');
      blob.body.on('error', () => res.destroy());
      blob.body.pipe(res);
    } catch (e) {
      sendError(res, e);
    }
  });

  return router;
}

/** Uploads are writes: refused in a past year and on a read-only plan, like every service write. */
function assertUploadAllowed(context: RequestContext): void {
  if (!context.managementId) fail(404, ERROR_CODES.notFound, MESSAGES.notFound);
  const plan = { planType: context.planType ?? 0, admin: context.admin, waterManagement: false };
  if (!canEdit(plan, false)) fail(403, ERROR_CODES.forbidden, MEDIA_WRITE_REFUSED.readOnlyPlan);
  if (context.pastYear) fail(403, ERROR_CODES.forbidden, MEDIA_WRITE_REFUSED.pastYear);
}

/**
 * Stores the images under one new timestamp folder. Claiming file 0 with a conditional write
 * reserves the folder; a concurrent upload that lost the race moves to the next millisecond.
 */
async function storeAll(
  store: BlobStore,
  managementId: string,
  purpose: MediaPurpose,
  images: { bytes: Buffer; type: 'image/png' | 'image/jpeg' }[],
): Promise<MediaUpload[]> {
  const keyOf = (timestamp: number, index: number, type: 'image/png' | 'image/jpeg') =>
    imageStorageKey({ managementId, timestamp, index, extension: extensionOf(type), notice: purpose === 'notice' });
  const other = images[0].type === 'image/png' ? 'image/jpeg' : 'image/png';
  let timestamp = Date.now();
  for (let attempt = 0; ; attempt++) {
    const free = !(await store.exists(keyOf(timestamp, 0, other)));
    if (free && (await store.putIfAbsent(keyOf(timestamp, 0, images[0].type), images[0].bytes, images[0].type))) break;
    if (attempt >= MAX_TIMESTAMP_TRIES) throw new Error('no free media folder');
    timestamp++;
  }
  for (let i = 1; i < images.length; i++) {
    if (!(await store.putIfAbsent(keyOf(timestamp, i, images[i].type), images[i].bytes, images[i].type))) throw new Error('media key taken');
  }
  return images.map((img, i) => {
    const path = keyOf(timestamp, i, img.type);
    return { path, url: mediaFileUrl(path), content_type: img.type, size: img.bytes.length };
  });
}
