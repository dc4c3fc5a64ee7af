import { Module } from '@nestjs/common';
import { FieldsClientModule } from '../paddy-fields/fields-client.module';
import { RepositoriesModule } from '../repositories.module';
import { SeasonsModule } from '../seasons/seasons.module';
import { ProgressHandler } from './progress.handler';
import { ProgressService } from './progress.service';

@Module({
  imports: [RepositoriesModule, SeasonsModule, FieldsClientModule],
  controllers: [ProgressHandler],
  providers: [ProgressService],
})
export class ProgressModule {}
