import { SeasonEntity } from './seasons/entities/season.entity';
import { ItemEntity } from './seasons/entities/item.entity';
import { MasterDataSeedEntity } from './seasons/entities/master-data-seed.entity';
import { WorkHistoryEntity } from './work-histories/entities/work-history.entity';
import { WorkLogEntity } from './logs/entities/work-log.entity';
import { LocationHistoryEntity } from './locations/entities/location-history.entity';

export const entities = [SeasonEntity, ItemEntity, MasterDataSeedEntity, WorkHistoryEntity, WorkLogEntity, LocationHistoryEntity];
