import { Controller } from '@nestjs/common';
import {
  FIELDS_BOUNDARY_SUBJECTS, exportPaddyFieldsSchema, importPaddyFieldsSchema, importPartSchema, importUploadedSchema,
  previewPaddyFieldImportSchema, previewUploadedImportSchema,
} from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { FieldTransferService } from './field-transfer.service';

const subjects = FIELDS_BOUNDARY_SUBJECTS.transfer;

@Controller()
export class FieldTransferHandler extends forwardingHandler(FieldTransferService, {
  export: [subjects.export, exportPaddyFieldsSchema],
  preview: [subjects.preview, previewPaddyFieldImportSchema],
  import: [subjects.import, importPaddyFieldsSchema],
  savePart: [subjects.importPart, importPartSchema],
  previewUpload: [subjects.uploadPreview, previewUploadedImportSchema],
  importUpload: [subjects.uploadImport, importUploadedSchema],
}) {}
