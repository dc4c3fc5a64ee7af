import { Module } from '@nestjs/common';
import { SeasonsRepository } from './seasons/seasons.repository';
import { ItemsRepository } from './seasons/items.repository';
import { WorkHistoriesRepository } from './work-histories/work-histories.repository';
import { HistoriesVersion } from './work-histories/histories-version';
import { LogsRepository } from './logs/logs.repository';
import { LocationsRepository } from './locations/locations.repository';

/**
 * Every repository of the service in one module: histories and their logs are written in one
 * transaction, and deleting a season or an item hides its histories, so the features share them.
 */
const repositories = [SeasonsRepository, ItemsRepository, WorkHistoriesRepository, HistoriesVersion, LogsRepository, LocationsRepository];

@Module({ providers: repositories, exports: repositories })
export class RepositoriesModule {}
