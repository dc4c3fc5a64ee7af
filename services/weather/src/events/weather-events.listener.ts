import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountAreaPositionSetEvent, type AccountDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { CellsRepository } from '../cells/cells.repository';
import { CellsService } from '../cells/cells.service';
import { waitAtMost } from '../common/wait-at-most';

const FILL_WAIT_MS = 15_000;

/** Durable JetStream consumers of this service; a name must never change, or events replay. */
export const CONSUMERS = {
  areaPositionSet: 'weather-area-position-set',
  accountDeleted: 'weather-account-deleted',
} as const;

/**
 * The account service's facts this service needs. Idempotent: a repeated position is filed
 * again to the same cell, and a cell's history is filled once whoever asks (claimed in the row).
 */
@Injectable()
export class WeatherEventsListener {
  private readonly logger = new Logger(WeatherEventsListener.name);

  constructor(
    private readonly weather: CellsService,
    private readonly cells: CellsRepository,
  ) {}

  @Subscribes(EVENTS.accountAreaPositionSet, CONSUMERS.areaPositionSet)
  async onPositionSet(event: AccountAreaPositionSetEvent): Promise<void> {
    if (!event?.account_id || typeof event.latitude !== 'number' || typeof event.longitude !== 'number') {
      this.logger.warn({ msg: 'position event without account or coordinates, skipped' });
      return;
    }
    // Filed at once; the history fill is waited for a while only, so a slow provider does not
    // hold the consumer (a fill that is still running is claimed, a failed one is retried by the scheduler).
    const cell = await this.weather.setPosition(event.account_id, event.latitude, event.longitude, false);
    await waitAtMost(this.weather.fillHistory(cell.cellId), FILL_WAIT_MS);
    this.logger.log({ msg: 'home position filed', accountId: event.account_id, cellId: cell.cellId });
  }

  @Subscribes(EVENTS.accountDeleted, CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    await this.cells.deleteAccount(event.account_id);
  }
}
