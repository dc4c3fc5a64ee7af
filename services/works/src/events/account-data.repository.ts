import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LocationsRepository } from '../locations/locations.repository';
import { LogsRepository } from '../logs/logs.repository';
import { SeasonsRepository } from '../seasons/seasons.repository';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';

/** Removes every row of an account in one transaction (account deleted). */
@Injectable()
export class AccountDataRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seasons: SeasonsRepository,
    private readonly histories: WorkHistoriesRepository,
    private readonly logs: LogsRepository,
    private readonly locations: LocationsRepository,
  ) {}

  async deleteAccount(accountId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      // Histories first: they point at items, items at seasons.
      await this.histories.deleteAccount(m, accountId);
      await this.logs.deleteAccount(m, accountId);
      await this.seasons.deleteAccount(m, accountId);
      await this.locations.deleteAccount(m, accountId);
    });
  }
}
