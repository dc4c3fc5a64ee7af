import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AccountDeletionHandler } from './account-deletion.handler';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';

@Module({
  imports: [AccountsModule],
  controllers: [AccountDeletionHandler],
  providers: [AccountDeletionRepository, AccountDeletionService],
})
export class AccountDeletionModule {}
