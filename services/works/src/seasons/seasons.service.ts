import { Injectable, Logger } from '@nestjs/common';
import {
  FIXED_ITEM_DETAILS, SEASON_COLORS, WORKS_MESSAGES,
  type CreateSeasonRequest, type DeleteSeasonRequest, type DeleteSeasonResponse, type ListSeasonsRequest,
  type OrderSeasonsRequest, type RequestContext, type Season, type UpdateSeasonRequest,
} from '@inasaku/contracts';
import { RpcErrors, assertWritable, refuseReorder, requireAccount } from '@inasaku/service-kit';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';
import { ItemsRepository } from './items.repository';
import { WORK_MASTER_DATA } from './master-data';
import { SeasonsRepository, type SeedSeason } from './seasons.repository';
import { toSeasons } from './season.mapper';
import { CatalogService } from './catalog.service';
import { WORKS_REORDER_WORDS } from './reorder-words';
import { itemSettings, normalizeItemDetails } from './item-details';

/** The starting seasons as rows, with fresh detail ids per account. */
export function masterDataRows(): SeedSeason[] {
  return WORK_MASTER_DATA.map((s) => ({
    season: { seasonName: s.name, color: s.color, isNotPaddyFieldItem: s.notPaddy },
    items: s.items.map((item) => {
      const details = normalizeItemDetails(
        [
          ...FIXED_ITEM_DETAILS,
          ...item.details.map((d) => ({
            item_detail_name: d.name, item_detail_type: d.type, item_detail_unit: d.unit ?? null,
            item_detail_auto: d.auto ?? false, display_flg: d.display ?? false,
          })),
        ],
        null,
        s.notPaddy,
      );
      if (!details.ok) throw new Error(`bad master data ${item.name}: ${details.message}`);
      const settings = itemSettings({ item_pattern: item.pattern, item_progress: item.progress }, s.notPaddy);
      return { itemName: item.name, ...settings, itemDetails: details.details };
    }),
  }));
}

@Injectable()
export class SeasonsService {
  private readonly logger = new Logger(SeasonsService.name);

  constructor(
    private readonly seasons: SeasonsRepository,
    private readonly items: ItemsRepository,
    private readonly histories: WorkHistoriesRepository,
    private readonly catalog: CatalogService,
  ) {}

  async list(context: RequestContext, query: ListSeasonsRequest): Promise<Season[]> {
    return this.all(requireAccount(context), query.include_not_paddy_field_item ?? false);
  }

  async create(context: RequestContext, input: CreateSeasonRequest): Promise<Season> {
    const accountId = assertWritable(context);
    const season = await this.seasons.createSeason(accountId, {
      seasonName: input.season_name,
      color: input.color ?? SEASON_COLORS[0],
      isNotPaddyFieldItem: input.is_not_paddy_field_item ?? false,
    });
    await this.catalog.changed(accountId);
    return toSeasons([season], [])[0];
  }

  async update(context: RequestContext, input: UpdateSeasonRequest): Promise<Season> {
    const accountId = assertWritable(context);
    const result = await this.seasons.updateSeason(accountId, input.season_id, {
      seasonName: input.season_name,
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.is_not_paddy_field_item !== undefined ? { isNotPaddyFieldItem: input.is_not_paddy_field_item } : {}),
    });
    if (result === 'not-found') return RpcErrors.notFound();
    if (result === 'locked') return RpcErrors.validation(WORKS_MESSAGES.seasonTypeLocked, 'is_not_paddy_field_item');
    await this.catalog.changed(accountId);
    return toSeasons([result], await this.items.listItems(accountId, { seasonId: result.seasonId }))[0];
  }

  async delete(context: RequestContext, input: DeleteSeasonRequest): Promise<DeleteSeasonResponse> {
    const accountId = assertWritable(context);
    const deleted = await this.seasons.deleteSeason(accountId, input.season_id, (m, itemIds) => this.histories.hideItems(m, accountId, itemIds));
    if (!deleted) return RpcErrors.notFound();
    await this.catalog.changed(accountId);
    return { season_id: input.season_id };
  }

  async reorder(context: RequestContext, input: OrderSeasonsRequest): Promise<Season[]> {
    const accountId = assertWritable(context);
    const plan = await this.seasons.reorderSeasons(
      accountId,
      input.seasons.map((s) => ({ id: s.season_id, sortKey: s.sort_key, newSortKey: s.new_sort_key })),
    );
    if (!plan.ok) return refuseReorder(plan.reason, WORKS_REORDER_WORDS, 'seasons');
    await this.catalog.changed(accountId);
    return this.all(accountId, true);
  }

  /** GET /inasaku/create-work-master-data: seeds the account once, then answers every season. */
  async createMasterData(context: RequestContext): Promise<Season[]> {
    const accountId = assertWritable(context);
    await this.seed(accountId);
    return this.all(accountId, true);
  }

  /** Idempotent: true only on the run that created the seasons. */
  async seed(accountId: string): Promise<boolean> {
    const created = await this.seasons.seedOnce(accountId, masterDataRows());
    if (created) {
      await this.catalog.changed(accountId);
      this.logger.log({ msg: 'starting seasons created', accountId });
    }
    return created;
  }

  private async all(accountId: string, includeNotPaddy: boolean): Promise<Season[]> {
    const { seasonList, itemList } = await this.catalog.load(accountId);
    return toSeasons(includeNotPaddy ? seasonList : seasonList.filter((s) => !s.isNotPaddyFieldItem), itemList);
  }
}
