import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, type AccountInfo, type RequestContext } from '@inasaku/contracts';
import { ServiceClient, requireAccount } from '@inasaku/service-kit';
import { WEATHER_ENV, type WeatherEnv } from '../config/weather-env';
import { CellsRepository, type CellRow } from './cells.repository';
import { CellsService } from './cells.service';

const NO_POSITION_TTL_MS = 30_000;

/**
 * The account's cell. Normally known from EVENTS.accountAreaPositionSet; an account whose
 * position predates this service (or whose event is still on its way) is asked of the account
 * service once, and "no position" is remembered for 30 s so screens polling without a home
 * position do not ask each time.
 */
@Injectable()
export class PositionsService {
  private readonly logger = new Logger(PositionsService.name);
  private readonly noPosition = new Map<string, number>();

  constructor(
    private readonly cells: CellsRepository,
    private readonly weather: CellsService,
    private readonly services: ServiceClient,
    @Inject(WEATHER_ENV) private readonly env: WeatherEnv,
  ) {}

  async cellOf(context: RequestContext, options: { fill: boolean }): Promise<CellRow | null> {
    const accountId = requireAccount(context);
    const known = await this.cells.cellOfAccount(accountId);
    if (known) return known;
    const until = this.noPosition.get(accountId);
    if (!options.fill && until && until > Date.now()) return null;
    let info: AccountInfo | null = null;
    try {
      info = await this.services.request<AccountInfo>(SUBJECTS.account.accountInfo.get, context, {}, this.env.WEATHER_ACCOUNT_TIMEOUT_MS);
    } catch (e) {
      this.logger.warn({ msg: 'home position unavailable from the account service', requestId: context.requestId, error: (e as Error).message });
    }
    const pos = info?.area_pos;
    if (!pos) {
      this.noPosition.set(accountId, Date.now() + NO_POSITION_TTL_MS);
      return null;
    }
    this.noPosition.delete(accountId);
    const cell = await this.weather.setPosition(accountId, pos.latitude, pos.longitude, options.fill);
    // A read does not wait for the archive; the scheduler or the next create-weather-infos fills it.
    if (!options.fill) void this.weather.fillHistory(cell.cellId).catch(() => undefined);
    return cell;
  }
}
