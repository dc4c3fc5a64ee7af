import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { UsersModule } from '../users/users.module';
import { InquiryEntity } from './entities/inquiry.entity';
import { InquiriesHandler } from './inquiries.handler';
import { InquiriesRepository } from './inquiries.repository';
import { InquiriesService } from './inquiries.service';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity]), AccountsModule, UsersModule],
  controllers: [InquiriesHandler],
  providers: [InquiriesRepository, InquiriesService],
})
export class InquiriesModule {}
