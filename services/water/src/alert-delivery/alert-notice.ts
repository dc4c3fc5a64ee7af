import type { SensorAlertType } from '@inasaku/contracts';

/**
 * Something to tell the account's people about a sensor: a new alert, or the level back to
 * normal. Made by the hourly judgement and handed to the delivery step through JetStream
 * (EVENTS.sensorAlertNotice), so the judgement never waits for a push service, a mail server or LINE.
 */
export type NoticeKind = SensorAlertType | 'recovery';

export interface AlertNotice {
  notice_id: string;
  /** the alert row; null for a recovery notice (no alert is made for it) */
  alert_id: string | null;
  account_id: string;
  /** the sensor's internal id */
  sensor_uuid: string;
  product_id: string;
  sensor_name: string;
  kind: NoticeKind;
  /** Japanese, names the sensor, the level and the threshold (the alert's message) */
  message: string;
  /** ISO 8601 +09:00 */
  datetime: string;
  /** 1.. for a reminder of a sensor still at 危険 */
  reminder?: number;
}
