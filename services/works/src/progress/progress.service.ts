import { Injectable } from '@nestjs/common';
import { type ListWorkProgressRequest, type RequestContext, type WorkProgress } from '@inasaku/contracts';
import { trimDecimal } from '../common/decimal-text';
import { FieldsClient } from '../paddy-fields/fields-client';
import { CatalogService } from '../seasons/catalog.service';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';
import { actualArea, progressPercent } from './progress';
import { readScope } from '@inasaku/service-kit';

/** Work progress (spec 001 Dashboard, §3): recorded area of each shown field item against its total. */
@Injectable()
export class ProgressService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly histories: WorkHistoriesRepository,
    private readonly fields: FieldsClient,
  ) {}

  async list(context: RequestContext, _query: ListWorkProgressRequest): Promise<WorkProgress[]> {
    const scope = readScope(context);
    const { seasons: seasonById, itemList } = await this.catalog.load(scope.accountId);
    const shown = itemList.filter((i) => seasonById.get(i.seasonId)?.isNotPaddyFieldItem === false && i.itemProgress === '1');
    if (!shown.length) return [];
    const fieldsByItem = await this.histories.fieldsByItem(scope, shown.map((i) => i.itemId));
    const allFieldIds = [...new Set([...fieldsByItem.values()].flat())];
    const fields = allFieldIds.length ? await this.fields.lookupForRead(context, allFieldIds) : new Map();
    return shown.map((i) => {
      const season = seasonById.get(i.seasonId)!;
      const actual = actualArea(fieldsByItem.get(i.itemId) ?? [], (id) => fields.get(id)?.area);
      const total = trimDecimal(i.itemAreaTotal);
      return {
        season: season.seasonName, season_id: season.seasonId, color: season.color, item_id: i.itemId, item_name: i.itemName,
        actual_total_area: actual, item_area_total: total, actual_percent: progressPercent(actual, total),
      };
    });
  }
}
