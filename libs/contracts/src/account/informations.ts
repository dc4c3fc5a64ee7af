import { z } from 'zod';
import { ruledString } from '../zod-rules';
import { cursorField, pageCountField, skipPageField } from './paging';
import { INFORMATION_MESSAGES, INFORMATION_RULES, MAX_INFORMATION_IMAGES } from './information-words';

/**
 * Notices (お知らせ, spec 001 Dashboard and Announcements report, §3, §5, §6). A notice belongs
 * to one management year (the chosen one: the gateway settles `context.managementId` from
 * `management_id`, else the newest). Posting, editing and deleting need a writable context
 * (active plan, current year: 403 otherwise); editing and deleting are for the author only.
 */

/**
 * Blob key of a notice image: `{management_id}/image/{timestamp}-info/{n}{ext}` (libs/domain
 * imageStorageKey with notice: true), ext '.jpg' or '.png'. The file itself is uploaded through
 * the gateway's /media first; the notice stores only keys. The service also checks that the
 * management_id is one of the account's years.
 */
export const INFORMATION_IMAGE_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/image\/(\d{1,20})-info\/(\d{1,3})\.(jpg|png)$/;

const imagePathsField = z
  .array(z.string().regex(INFORMATION_IMAGE_KEY, { message: INFORMATION_MESSAGES.imagePath }), {
    message: INFORMATION_MESSAGES.imagePath,
  })
  .max(MAX_INFORMATION_IMAGES, { message: INFORMATION_MESSAGES.tooManyImages })
  .refine((keys) => new Set(keys).size === keys.length, { message: INFORMATION_MESSAGES.imagePath });

const informationId = z.uuid({ message: INFORMATION_MESSAGES.invalidId });

/** A notice as every /api/informations answer carries it. */
export const informationSchema = z.object({
  information_id: z.string(),
  management_id: z.string(),
  title: z.string(),
  /** '' when empty */
  contents: z.string(),
  /** the author's current display name (the name at posting time if the user was deleted) */
  contributor: z.string(),
  /** the author */
  user_id: z.string(),
  /** posted at, ISO 8601 +09:00 */
  datetime: z.string(),
  /** last edited at, ISO 8601 +09:00 */
  updated_at: z.string(),
  image_paths: z.array(z.string()),
  /** `/media/<key>` for each image_path, in the same order */
  image_urls: z.array(z.string()),
  /** whether the signed-in user opened it (the author has read their own notice) */
  is_read: z.boolean(),
  /** whether the signed-in user wrote it (edit and delete links) */
  is_own: z.boolean(),
});
export type Information = z.infer<typeof informationSchema>;

/**
 * GET /api/informations (query): management_id, count (default 3), latest_information_id
 * (cursor: the last id shown), skip_page. Newest first. Answer: { list: Information[], total_count }
 * where total_count counts the whole year. Open to every plan and year.
 */
export const listInformationsSchema = z.object({
  management_id: z.string().optional(),
  count: pageCountField,
  latest_information_id: cursorField,
  skip_page: skipPageField,
});
export type ListInformationsRequest = z.infer<typeof listInformationsSchema>;

/** What the author writes in a notice, posted or edited. */
const noticeFields = {
  title: ruledString(INFORMATION_RULES.title),
  contents: ruledString(INFORMATION_RULES.contents, { multiline: true, label: '内容' }).optional(),
  image_paths: imagePathsField.optional(),
};

/** POST /api/informations: posts in the chosen (current) year. Answer: Information. */
export const createInformationSchema = z.object({ management_id: z.string().optional(), ...noticeFields });
export type CreateInformationRequest = z.infer<typeof createInformationSchema>;

/**
 * PUT /api/informations: author only (403 notAuthor); the notice must be of the chosen year
 * (404 otherwise). `contents` and `image_paths` left out keep their value. Answer: Information.
 */
export const updateInformationSchema = z.object({ management_id: z.string().optional(), information_id: informationId, ...noticeFields });
export type UpdateInformationRequest = z.infer<typeof updateInformationSchema>;

/** DELETE /api/informations (JSON body): author only. Answer: { information_id }. */
export const deleteInformationSchema = z.object({
  management_id: z.string().optional(),
  information_id: informationId,
});
export type DeleteInformationRequest = z.infer<typeof deleteInformationSchema>;

export const deleteInformationResponseSchema = z.object({
  information_id: z.string(),
});
export type DeleteInformationResponse = z.infer<typeof deleteInformationResponseSchema>;

/**
 * PUT /api/informations/read: marks the notice read by the signed-in user (idempotent; any plan,
 * any year). `user_id` of the spec's payload is ignored: the user comes from the session.
 * 404 for a notice of another account. Answer: { information_id, is_read: true }.
 */
export const markInformationReadSchema = z.object({
  information_id: informationId,
  user_id: z.string().optional(),
});
export type MarkInformationReadRequest = z.infer<typeof markInformationReadSchema>;

export const markInformationReadResponseSchema = z.object({
  information_id: z.string(),
  is_read: z.literal(true),
});
export type MarkInformationReadResponse = z.infer<typeof markInformationReadResponseSchema>;
