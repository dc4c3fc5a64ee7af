import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { LocationHistoryEntity } from './entities/location-history.entity';

export interface NewLocation {
  lat: number;
  lon: number;
  locationTime: Date;
}

export interface LocationRow {
  user_id: string;
  lat: number;
  lon: number;
  location_time: Date;
}

@Injectable()
export class LocationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(accountId: string, userId: string, points: NewLocation[]): Promise<number> {
    await this.dataSource.query(
      `INSERT INTO location_histories (account_id, user_id, lat, lon, location_time)
       SELECT $1, $2, p.lat, p.lon, p.t FROM unnest($3::float8[], $4::float8[], $5::timestamptz[]) AS p(lat, lon, t)`,
      [accountId, userId, points.map((p) => p.lat), points.map((p) => p.lon), points.map((p) => p.locationTime.toISOString())],
    );
    return points.length;
  }

  /** Points of the account (one user with userId) in [from, to], oldest first, at most `limit`. */
  range(accountId: string, from: Date, to: Date, limit: number, userId?: string): Promise<LocationRow[]> {
    const params: unknown[] = [accountId, from.toISOString(), to.toISOString(), limit];
    if (userId) params.push(userId);
    return this.dataSource.query(
      `SELECT user_id, lat, lon, location_time FROM location_histories
        WHERE account_id = $1 AND location_time BETWEEN $2 AND $3 ${userId ? 'AND user_id = $5' : ''}
        ORDER BY location_time, location_id LIMIT $4`,
      params,
    ) as Promise<LocationRow[]>;
  }

  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(LocationHistoryEntity, { accountId });
  }
}
