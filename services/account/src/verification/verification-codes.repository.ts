import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { VerificationCodeEntity, type CodePurpose } from './entities/verification-code.entity';

@Injectable()
export class VerificationCodesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(VerificationCodeEntity) private readonly codes: Repository<VerificationCodeEntity>,
  ) {}

  /** Stores a new code; earlier unused codes of the same address and purpose stop working. */
  async replace(email: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.update(VerificationCodeEntity, { email, purpose, consumed: false }, { consumed: true });
      await m.insert(VerificationCodeEntity, { id: randomUUID(), email, purpose, codeHash, expiresAt, consumed: false });
    });
  }

  latestActive(email: string, purpose: CodePurpose): Promise<VerificationCodeEntity | null> {
    return this.codes.findOne({ where: { email, purpose, consumed: false }, order: { createdAt: 'DESC' } });
  }

  /** True for the one caller that consumed it. */
  async consume(id: string): Promise<boolean> {
    const result = await this.codes.update({ id, consumed: false }, { consumed: true });
    return result.affected === 1;
  }
}
