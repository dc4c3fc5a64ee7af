import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MaintenanceEntity } from './entities/maintenance.entity';

const SINGLE_ROW = 1;

@Injectable()
export class MaintenanceRepository {
  constructor(@InjectRepository(MaintenanceEntity) private readonly rows: Repository<MaintenanceEntity>) {}

  get(): Promise<MaintenanceEntity | null> {
    return this.rows.findOneBy({ id: SINGLE_ROW });
  }

  async set(on: boolean, message: string): Promise<void> {
    await this.rows.upsert({ id: SINGLE_ROW, on, message, updatedAt: new Date() }, ['id']);
  }
}
