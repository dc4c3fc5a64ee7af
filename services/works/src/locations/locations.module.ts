import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { LocationsHandler } from './locations.handler';
import { LocationsService } from './locations.service';

@Module({
  imports: [RepositoriesModule],
  controllers: [LocationsHandler],
  providers: [LocationsService],
})
export class LocationsModule {}
