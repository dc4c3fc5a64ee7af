import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EVENTS, type SensorAlert } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import type { AlertNotice } from './alert-notice';
import { recoveryMessage } from './alert-texts';

/**
 * The judgement's only contact with delivery: one JetStream message per notice (what the
 * judgement published per mailed alert before), so no push service, mail server or LINE can
 * slow or stop it. The message id de-duplicates a repeated publish.
 */
@Injectable()
export class AlertNotices {
  constructor(private readonly events: EventBus) {}

  async alert(accountId: string, sensorUuid: string, alert: SensorAlert): Promise<void> {
    const notice: AlertNotice = {
      notice_id: alert.alert_id, alert_id: alert.alert_id, account_id: accountId, sensor_uuid: sensorUuid,
      product_id: alert.sensor_id, sensor_name: alert.sensor_name, kind: alert.alert_type, message: alert.message, datetime: alert.datetime,
    };
    await this.events.publish(EVENTS.sensorAlertNotice, notice, `sensor-alert-notice:${alert.alert_id}`);
  }

  /** The level went back to normal in the judgement of `slot` (one notice per sensor and slot). */
  async recovery(
    accountId: string, sensor: { id: string; productId: string; name: string }, level: number | null, datetime: string, slot: string,
  ): Promise<void> {
    const notice: AlertNotice = {
      notice_id: randomUUID(), alert_id: null, account_id: accountId, sensor_uuid: sensor.id, product_id: sensor.productId,
      sensor_name: sensor.name, kind: 'recovery', message: recoveryMessage(sensor.productId, sensor.name, level), datetime,
    };
    await this.events.publish(EVENTS.sensorAlertNotice, notice, `sensor-recovery:${sensor.id}:${slot}`);
  }
}
