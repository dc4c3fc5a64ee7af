import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FIELDS_BOUNDARY_SUBJECTS, exportPaddyFieldsSchema, importPaddyFieldsSchema, importPartSchema, importUploadedSchema,
  previewPaddyFieldImportSchema, previewUploadedImportSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { FieldTransferService } from './field-transfer.service';

const subjects = FIELDS_BOUNDARY_SUBJECTS.transfer;

@Controller()
export class FieldTransferHandler {
  constructor(private readonly service: FieldTransferService) {}

  @MessagePattern(subjects.export)
  export(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(exportPaddyFieldsSchema, data);
    return this.service.export(context, payload);
  }

  @MessagePattern(subjects.preview)
  preview(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(previewPaddyFieldImportSchema, data);
    return this.service.preview(context, payload);
  }

  @MessagePattern(subjects.import)
  import(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(importPaddyFieldsSchema, data);
    return this.service.import(context, payload);
  }

  @MessagePattern(subjects.importPart)
  importPart(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(importPartSchema, data);
    return this.service.savePart(context, payload);
  }

  @MessagePattern(subjects.uploadPreview)
  uploadPreview(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(previewUploadedImportSchema, data);
    return this.service.previewUpload(context, payload);
  }

  @MessagePattern(subjects.uploadImport)
  uploadImport(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(importUploadedSchema, data);
    return this.service.importUpload(context, payload);
  }
}
