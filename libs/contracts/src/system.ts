import { z } from 'zod';

/** GET /maintenance: code '9' means under maintenance (spec 001 §7). */
export const maintenanceStatusSchema = z.object({
  code: z.enum(['0', '9']),
  message: z.string(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export type MaintenanceCheck = { state: 'open' } | { state: 'maintenance'; message: string } | { state: 'failed' };

/**
 * Spec 001 §4: the maintenance check that runs before every sign-in, over the caller's own GET
 * /maintenance (the shell's first page has no libs/ui); an unanswered check is 'failed'.
 */
export async function checkMaintenanceWith(read: () => Promise<MaintenanceStatus | null>, defaultMessage: string): Promise<MaintenanceCheck> {
  try {
    const status = await read();
    if (status?.code === '9') return { state: 'maintenance', message: status.message || defaultMessage };
    return { state: 'open' };
  } catch {
    return { state: 'failed' };
  }
}
export const setMaintenanceSchema = z.object({
  on: z.boolean(),
  message: z.string().max(1000).optional(),
});

/** POST /smart/loginlog: ope 4 view, 5 start, 6 success, 7 failure. */
export const loginLogSchema = z.object({
  ope: z.enum(['4', '5', '6', '7'], { message: 'ope は 4〜7 のいずれかです。' }),
  addr: z.string().max(256).optional(),
  tmp: z.string().max(256).optional(),
  errcode: z.string().max(100).optional(),
});
export type LoginLogRequest = z.infer<typeof loginLogSchema>;

export const managementSchema = z.object({
  management_id: z.string(),
  start_datetime: z.string(),
});
export type Management = z.infer<typeof managementSchema>;

/** Public runtime settings served at /config.json. */
export interface PublicConfig {
  googleMapsApiKey: string | null;
  paymentMode: 'sandbox' | 'payjp';
  productName: string;
}

/** One entry of /remotes.json. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** Payload of EVENTS.accountCreated, published once per account (msgId `account.created:<account_id>`). */
export interface AccountCreatedEvent {
  account_id: string;
  root_user_id: string;
  /** the first management year */
  management_id: string;
  /** ISO 8601 */
  created_at: string;
}
