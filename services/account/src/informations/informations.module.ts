import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ManagementsModule } from '../managements/managements.module';
import { UsersModule } from '../users/users.module';
import { InformationEntity } from './entities/information.entity';
import { InformationReadEntity } from './entities/information-read.entity';
import { InformationsHandler } from './informations.handler';
import { InformationsRepository } from './informations.repository';
import { InformationsService } from './informations.service';

@Module({
  imports: [TypeOrmModule.forFeature([InformationEntity, InformationReadEntity]), AccountsModule, ManagementsModule, UsersModule],
  controllers: [InformationsHandler],
  providers: [InformationsRepository, InformationsService],
})
export class InformationsModule {}
