import { Injectable } from '@nestjs/common';
import { ALERTS_PAGE_SIZE, type ListAlertsRequest, type PagedList, type RequestContext, type SensorAlert } from '@inasaku/contracts';
import { DeliveriesRepository } from '../alert-delivery/deliveries.repository';
import { WaterAccess } from '../sensors/water-access';
import { AlertsRepository } from './alerts.repository';

/** GET /api/sensor/alert: spec 001 §4 paging (count, latest_alert_id, skip_page), newest first. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly access: WaterAccess,
    private readonly alerts: AlertsRepository,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async list(context: RequestContext, input: ListAlertsRequest): Promise<PagedList<SensorAlert>> {
    const accountId = await this.access.read(context);
    const count = input.count ?? ALERTS_PAGE_SIZE;
    const offset = (input.skip_page ?? 0) * count;
    const [list, total] = await Promise.all([
      this.alerts.page(accountId, input.latest_alert_id, offset, count),
      this.alerts.count(accountId),
    ]);
    // Where each alert went; only the root user is told that one reached nobody.
    const delivered = await this.deliveries.summaries(list.map((a) => a.alert_id));
    const none = { push: 0, email: 0, line: 0, failed: 0 };
    const withDelivery = list.map((a) => {
      const d = delivered.get(a.alert_id);
      const delivery = d ? { push: d.push, email: d.email, line: d.line, failed: d.failed } : none;
      return context.isRootUser ? { ...a, delivery, delivery_failed_everywhere: !!d?.failedEverywhere } : { ...a, delivery };
    });
    return { list: withDelivery, total_count: total };
  }
}
