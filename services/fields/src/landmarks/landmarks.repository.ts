import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { LandmarkEntity } from './entities/landmark.entity';

export type LandmarkChanges = Partial<Pick<LandmarkEntity, 'name' | 'icon' | 'latitude' | 'longitude'>>;

@Injectable()
export class LandmarksRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(LandmarkEntity) private readonly landmarks: Repository<LandmarkEntity>,
  ) {}

  list(accountId: string): Promise<LandmarkEntity[]> {
    return this.landmarks.find({ where: { accountId }, order: { createdAt: 'ASC', landmarkId: 'ASC' } });
  }

  /**
   * Inserts a landmark; `name(count)` names it from the number the account already has, read
   * under a per-account lock so two quick adds do not get the same default name.
   */
  async create(
    accountId: string,
    values: { name: ((count: number) => string) | string; icon: string; latitude: string; longitude: string },
  ): Promise<LandmarkEntity> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fields.landmarks:${accountId}`]);
      const name = typeof values.name === 'string' ? values.name : values.name(await m.countBy(LandmarkEntity, { accountId }));
      const now = new Date();
      const landmark = m.create(LandmarkEntity, {
        landmarkId: randomUUID(), accountId, name, icon: values.icon, latitude: values.latitude, longitude: values.longitude,
        createdAt: now, updatedAt: now,
      });
      await m.insert(LandmarkEntity, landmark);
      return landmark;
    });
  }

  async update(accountId: string, landmarkId: string, changes: LandmarkChanges): Promise<LandmarkEntity | null> {
    const result = await this.landmarks.update({ landmarkId, accountId }, { ...changes, updatedAt: new Date() });
    return result.affected ? this.landmarks.findOneBy({ landmarkId, accountId }) : null;
  }

  async delete(accountId: string, landmarkId: string): Promise<boolean> {
    const result = await this.landmarks.delete({ landmarkId, accountId });
    return (result.affected ?? 0) > 0;
  }

  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(LandmarkEntity, { accountId });
  }
}
