import { Module } from '@nestjs/common';
import { BoundariesModule } from '../boundaries/boundaries.module';
import { PaddyFieldsModule } from '../paddy-fields/paddy-fields.module';
import { FieldTransferHandler } from './field-transfer.handler';
import { FieldTransferRepository } from './field-transfer.repository';
import { FieldTransferService } from './field-transfer.service';
import { ImportUploadsRepository } from './import-uploads.repository';

/** Paddy fields exported and imported as GeoJSON, KML and CSV. */
@Module({
  imports: [PaddyFieldsModule, BoundariesModule],
  controllers: [FieldTransferHandler],
  providers: [FieldTransferRepository, FieldTransferService, ImportUploadsRepository],
  exports: [ImportUploadsRepository],
})
export class FieldTransferModule {}
