import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InquiryEntity } from './entities/inquiry.entity';

@Injectable()
export class InquiriesRepository {
  constructor(@InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>) {}

  async create(data: Pick<InquiryEntity, 'accountId' | 'userId' | 'email' | 'displayName' | 'comment'>): Promise<InquiryEntity> {
    const row = this.inquiries.create({ inquiryId: randomUUID(), ...data, mailedAt: null, createdAt: new Date() });
    await this.inquiries.insert(row);
    return row;
  }

  async markMailed(inquiryId: string): Promise<void> {
    await this.inquiries.update({ inquiryId }, { mailedAt: new Date() });
  }
}
