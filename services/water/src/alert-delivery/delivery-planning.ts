import { Injectable } from '@nestjs/common';
import { LineService } from '../line/line.service';
import type { AlertNotice } from './alert-notice';
import { DeliveriesRepository, type NoticePlan } from './deliveries.repository';
import { DeliveryAudienceRepository } from './delivery-audience.repository';
import { planDeliveries, type Audience } from './delivery-planner';

const ALL: Audience = { kind: 'all' };

export interface NoticeToPlan {
  notice: AlertNotice;
  audience?: Audience;
}

/**
 * Loads what the plans of many notices need (their accounts' subscriptions, preferences and LINE,
 * one query per table for all of them) and stores every row in one statement.
 */
@Injectable()
export class DeliveryPlanning {
  constructor(
    private readonly audiences: DeliveryAudienceRepository,
    private readonly line: LineService,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async plan(notice: AlertNotice, now: Date, audience: Audience = { kind: 'all' }): Promise<number> {
    return this.planMany([{ notice, audience }], now);
  }

  /** Answers how many rows were stored (a notice planned before adds nothing). */
  async planMany(items: NoticeToPlan[], now: Date): Promise<number> {
    if (!items.length) return 0;
    const accounts = await this.audiences.ofAccounts([...new Set(items.map((i) => i.notice.account_id))]);
    // Few accounts have LINE; their token is opened (and checked) once per account here.
    const tokens = new Map<string, Promise<string | null>>();
    for (const [id, a] of accounts) if (a.lineOn) tokens.set(id, this.line.tokenFor(id));
    const plans: NoticePlan[] = [];
    for (const { notice, audience = ALL } of items) {
      const a = accounts.get(notice.account_id)!;
      const lineLinks = a.lineOn && (await tokens.get(notice.account_id)) ? a.lineLinks : new Map<string, string>();
      plans.push({ notice, planned: planDeliveries({ notice, now, audience, saved: a.saved, subscriptions: a.subscriptions, lineLinks }) });
    }
    return this.deliveries.insertMany(plans);
  }
}
