import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

const pad = (n: number) => String(n).padStart(2, '0');

/** The monthly partitions of water.readings, cut at Tokyo midnight like the migration's. */
@Injectable()
export class ReadingPartitionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** water.readings_YYYYMM for a month (1-12); a no-op when it exists. */
  async createMonth(year: number, month: number): Promise<void> {
    const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
    const from = `${year}-${pad(month)}-01 00:00:00+09`;
    const to = `${nextYear}-${pad(nextMonth)}-01 00:00:00+09`;
    await this.db.query(
      `CREATE TABLE IF NOT EXISTS "water"."readings_${year}${pad(month)}" PARTITION OF "water"."readings" FOR VALUES FROM ('${from}') TO ('${to}')`,
    );
  }
}
