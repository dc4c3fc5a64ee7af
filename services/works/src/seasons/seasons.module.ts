import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { CatalogService } from './catalog.service';
import { ItemsHandler } from './items.handler';
import { ItemsService } from './items.service';
import { SeasonsHandler } from './seasons.handler';
import { SeasonsService } from './seasons.service';

@Module({
  imports: [RepositoriesModule],
  controllers: [SeasonsHandler, ItemsHandler],
  providers: [SeasonsService, ItemsService, CatalogService],
  exports: [SeasonsService, CatalogService],
})
export class SeasonsModule {}
