import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type SensorDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { PaddyFieldsRepository } from './paddy-fields.repository';

/** Durable JetStream consumer of this listener; the name must never change, or events replay. */
export const SENSOR_DELETED_CONSUMER = 'fields-sensor-deleted';

/**
 * A water sensor deleted (its readings went with it) is unlinked from the account's paddy fields of
 * every year: tag_no and sensor_start_date cleared, so that a sensor registered later under the same
 * product ID is not linked by accident. Idempotent (a redelivery finds nothing left to clear).
 */
@Injectable()
export class SensorEventsListener {
  private readonly logger = new Logger(SensorEventsListener.name);

  constructor(private readonly fields: PaddyFieldsRepository) {}

  @Subscribes(EVENTS.sensorDeleted, SENSOR_DELETED_CONSUMER)
  async onSensorDeleted(event: SensorDeletedEvent): Promise<void> {
    if (typeof event?.account_id !== 'string' || typeof event.sensor_id !== 'string' || !event.sensor_id) {
      this.logger.warn({ msg: 'sensor deleted event without account or product ID, skipped' });
      return;
    }
    const unlinked = await this.fields.unlinkSensor(event.account_id, event.sensor_id);
    if (unlinked) this.logger.log({ msg: 'deleted sensor unlinked from paddy fields', accountId: event.account_id, fields: unlinked });
  }
}
