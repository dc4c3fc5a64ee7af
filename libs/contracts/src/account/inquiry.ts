import { z } from 'zod';
import { LIMITS, max, required } from '@inasaku/domain';
import { ruledString } from '../zod-rules';

/**
 * POST /api/inquiry (お問い合わせ・ご要望): { comment } required, max 500. The other keys of the
 * spec's payload (account_id, user_id, user_name, display_name) are ignored: they come from the
 * session. Stored, then mailed to SUPPORT_EMAIL (default support@inasaku.local; the local
 * outbox without SMTP). Open to every plan (the read-only menu keeps the inquiry) and year.
 * Rate-limited per user (429 with the attempt-limit message). Answer: { inquiry_id }; the
 * browser then goes back to the dashboard.
 */
export const INQUIRY_RULES = { comment: [required('お問い合わせ内容'), max(LIMITS.comment)] };

export const createInquirySchema = z.object({
  comment: ruledString(INQUIRY_RULES.comment, { multiline: true }),
});
export type CreateInquiryRequest = z.infer<typeof createInquirySchema>;

export const createInquiryResponseSchema = z.object({
  inquiry_id: z.string(),
});
export type CreateInquiryResponse = z.infer<typeof createInquiryResponseSchema>;
