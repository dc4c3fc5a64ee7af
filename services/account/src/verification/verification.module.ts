import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VerificationCodeEntity } from './entities/verification-code.entity';
import { VerificationCodesRepository } from './verification-codes.repository';
import { VerificationService } from './verification.service';

@Module({
  imports: [TypeOrmModule.forFeature([VerificationCodeEntity])],
  providers: [VerificationCodesRepository, VerificationService],
  exports: [VerificationService],
})
export class VerificationModule {}
