import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from './entities/account.entity';
import { ManagementEntity } from './entities/management.entity';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { AccountsHandler } from './accounts.handler';

@Module({
  imports: [TypeOrmModule.forFeature([AccountEntity, ManagementEntity])],
  controllers: [AccountsHandler],
  providers: [AccountsRepository, AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
