import { Injectable } from '@nestjs/common';
import { ALERTS_PAGE_SIZE, type ListAlertsRequest, type PagedList, type RequestContext, type SensorAlert } from '@inasaku/contracts';
import { WaterAccess } from '../sensors/water-access';
import { AlertsRepository } from './alerts.repository';

/** GET /api/sensor/alert: spec 001 §4 paging (count, latest_alert_id, skip_page), newest first. */
@Injectable()
export class AlertsService {
  constructor(private readonly access: WaterAccess, private readonly alerts: AlertsRepository) {}

  async list(context: RequestContext, input: ListAlertsRequest): Promise<PagedList<SensorAlert>> {
    const accountId = await this.access.read(context);
    const count = input.count ?? ALERTS_PAGE_SIZE;
    const offset = (input.skip_page ?? 0) * count;
    const [list, total] = await Promise.all([
      this.alerts.page(accountId, input.latest_alert_id, offset, count),
      this.alerts.count(accountId),
    ]);
    return { list, total_count: total };
  }
}
