import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccessLogEntity } from './entities/access-log.entity';

@Injectable()
export class AccessLogsRepository {
  constructor(@InjectRepository(AccessLogEntity) private readonly logs: Repository<AccessLogEntity>) {}

  async create(log: Pick<AccessLogEntity, 'accountId' | 'userId' | 'menu' | 'ope'>): Promise<string> {
    const logId = randomUUID();
    await this.logs.insert({ logId, ...log });
    return logId;
  }
}
