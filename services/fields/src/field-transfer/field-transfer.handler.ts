import { Controller } from '@nestjs/common';
import { FIELDS_BOUNDARY_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { FieldTransferService } from './field-transfer.service';

@Controller()
export class FieldTransferHandler extends forwardingHandler(FieldTransferService, FIELDS_BOUNDARY_SUBJECTS.transfer, {
  importPart: 'savePart',
  uploadPreview: 'previewUpload',
  uploadImport: 'importUpload',
}) {}
