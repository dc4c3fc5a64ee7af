import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { ManagementsModule } from '../managements/managements.module';
import { SessionEntity } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), UsersModule, AccountsModule, ManagementsModule],
  providers: [SessionsRepository, SessionsService, TokenService],
  exports: [SessionsService, TokenService],
})
export class SessionsModule {}
