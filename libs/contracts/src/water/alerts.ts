import { z } from 'zod';
import { cursorField, pageCountField, skipPageField } from '../account/paging';
import { alertDeliverySchema } from './push';

/**
 * Sensor alerts (spec 001 Dashboard alert list, §3 "Sensor alert", §4 paging). Made by the hourly
 * judgement of the water service: a crossing of the warning or danger level (one alert per
 * crossing, not one per hour while the level stays there), a sensor silent for 3 hours, a low
 * battery. The dashboard shows `MM/DD HH:mm` of `datetime` and the message.
 */
export const sensorAlertTypeSchema = z.enum(['warning', 'danger', 'silent', 'battery']);
export type SensorAlertType = z.infer<typeof sensorAlertTypeSchema>;

export const sensorAlertSchema = z.object({
  alert_id: z.string(),
  /** when the alert was made, ISO 8601 +09:00 */
  datetime: z.string(),
  /** Japanese, names the sensor, the level and the threshold */
  message: z.string(),
  alert_type: sensorAlertTypeSchema,
  sensor_id: z.string(),
  sensor_name: z.string(),
  /** where the alert went (push devices, e-mails, LINE messages) and deliveries that failed for good */
  delivery: alertDeliverySchema.optional(),
  /** root user only: true when a notification was due and no channel got it through */
  delivery_failed_everywhere: z.boolean().optional(),
});
export type SensorAlert = z.infer<typeof sensorAlertSchema>;

/** Dashboard alert list page size (server paging). */
export const ALERTS_PAGE_SIZE = 8;

/**
 * GET /api/sensor/alert: count (default ALERTS_PAGE_SIZE), latest_alert_id (the last alert shown),
 * skip_page, as spec 001 §4 pages: page 1 sends count only; a lower page skip_page = page - 1;
 * a higher page latest_alert_id of the last row plus skip_page = distance - 1. Newest first.
 * Answer `{ list: SensorAlert[], total_count }`.
 */
export const listAlertsSchema = z.object({
  count: pageCountField,
  latest_alert_id: cursorField,
  skip_page: skipPageField,
  management_id: z.string().optional(),
});
export type ListAlertsRequest = z.infer<typeof listAlertsSchema>;

/**
 * EVENTS.sensorAlertMail: published by water (message id = alert_id) for each new alert of an
 * account whose notification settings have notify on; the account service mails every user of
 * the account (SMTP or the local outbox).
 */
export interface SensorAlertMailEvent {
  account_id: string;
  alert_id: string;
  /** the mail's subject and body, Japanese */
  subject: string;
  text: string;
  /** the water service's delivery row, answered back in EVENTS.sensorAlertMailed (absent: nothing answered) */
  delivery_id?: string;
  /** users not to mail (their e-mail channel is off, or their quiet hours hold the mail back) */
  exclude_user_ids?: string[];
  /** when present, mail only these users of the account */
  only_user_ids?: string[];
}

/** EVENTS.sensorAlertMailed: the account service mailed `recipients` users for this delivery row (message id `sensor-alert-mailed:<delivery_id>`). */
export interface SensorAlertMailedEvent {
  account_id: string;
  alert_id: string;
  delivery_id: string;
  recipients: number;
}
