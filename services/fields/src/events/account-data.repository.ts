import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BrandsRepository } from '../brands/brands.repository';
import { ImportUploadsRepository } from '../field-transfer/import-uploads.repository';
import { LandmarksRepository } from '../landmarks/landmarks.repository';
import { PaddyFieldsRepository } from '../paddy-fields/paddy-fields.repository';

/** Everything this service keeps of an account, removed together. */
@Injectable()
export class AccountDataRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fields: PaddyFieldsRepository,
    private readonly brands: BrandsRepository,
    private readonly landmarks: LandmarksRepository,
    private readonly uploads: ImportUploadsRepository,
  ) {}

  /** Fields, brands, landmarks and unconfirmed import uploads of the account in one transaction; a no-op when none are left. */
  async deleteAccount(accountId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.fields.deleteAccount(m, accountId);
      await this.brands.deleteAccount(m, accountId);
      await this.landmarks.deleteAccount(m, accountId);
      await this.uploads.deleteAccount(m, accountId);
    });
  }
}
