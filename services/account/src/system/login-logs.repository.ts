import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LoginLogEntity } from './entities/login-log.entity';

export type NewLoginLog = Pick<LoginLogEntity, 'accountId' | 'userId' | 'ope' | 'addr' | 'tmp' | 'errcode'>;

@Injectable()
export class LoginLogsRepository {
  constructor(@InjectRepository(LoginLogEntity) private readonly logs: Repository<LoginLogEntity>) {}

  async create(log: NewLoginLog): Promise<string> {
    const logId = randomUUID();
    await this.logs.insert({ logId, ...log });
    return logId;
  }
}
