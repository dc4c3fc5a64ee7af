import { Injectable } from '@nestjs/common';
import {
  BOUNDARY_MESSAGES, FIELD_IMPORT_UPLOAD_MESSAGES, FIELD_TRANSFER_MESSAGES, MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES, WATER_SUBJECTS,
  type ExportPaddyFieldsRequest, type FieldTransferFormat, type ImportPaddyFieldsRequest, type ImportPartAnswer, type ImportPartRequest,
  type ImportUploadedRequest, type PaddyFieldExport, type PaddyFieldImportPreview, type PaddyFieldImportResult,
  type PreviewPaddyFieldImportRequest, type PreviewUploadedImportRequest, type RequestContext,
} from '@inasaku/contracts';
import { RpcErrors, ServiceClient, readScope, writeScope, type YearScope } from '@inasaku/service-kit';
import { trimDecimal } from '../common/decimal-text';
import { BoundariesService } from '../boundaries/boundaries.service';
import { PaddyFieldsRepository } from '../paddy-fields/paddy-fields.repository';
import { toPosition } from '../paddy-fields/paddy-fields.service';
import { FieldTransferRepository } from './field-transfer.repository';
import { ImportUploadsRepository } from './import-uploads.repository';
import { readCsv, writeCsv } from './csv-format';
import { readGeoJson, writeGeoJson } from './geojson-format';
import { readKml, writeKml } from './kml-format';
import { IMPORT_ROW_MESSAGES, checkRow } from './row-check';
import { UnreadableFile, type ReadRow, type TransferRow } from './transfer-row';

const FORMATS: Record<FieldTransferFormat, { write: (rows: TransferRow[]) => string; read: (text: string) => ReadRow[]; ext: string; type: string }> = {
  geojson: { write: writeGeoJson, read: readGeoJson, ext: 'geojson', type: 'application/geo+json' },
  kml: { write: writeKml, read: readKml, ext: 'kml', type: 'application/vnd.google-earth.kml+xml' },
  csv: { write: writeCsv, read: readCsv, ext: 'csv', type: 'text/csv; charset=utf-8' },
};

const WATER_TIMEOUT_MS = 5_000;

/** Paddy fields out (GeoJSON, KML, CSV) and in (preview, then all or nothing). */
@Injectable()
export class FieldTransferService {
  constructor(
    private readonly fields: PaddyFieldsRepository,
    private readonly transfer: FieldTransferRepository,
    private readonly boundaries: BoundariesService,
    private readonly services: ServiceClient,
    private readonly uploads: ImportUploadsRepository,
  ) {}

  async export(context: RequestContext, query: ExportPaddyFieldsRequest): Promise<PaddyFieldExport> {
    const rows: TransferRow[] = (await this.fields.list(readScope(context))).map((f) => ({
      name: f.name, area: trimDecimal(f.area), brand: f.brand?.brandName ?? null, cultivator: f.kousakusha, memo: f.remarks,
      sensor: f.tagNo, pin: f.mapPos, boundary: f.boundary ? { type: 'Polygon', coordinates: f.boundary.coordinates } : null,
    }));
    const format = FORMATS[query.format];
    return { filename: `paddy-fields.${format.ext}`, content_type: format.type, content: format.write(rows), count: rows.length };
  }

  preview(context: RequestContext, input: PreviewPaddyFieldImportRequest): Promise<PaddyFieldImportPreview> {
    return this.check(context, readScope(context), input);
  }

  async import(context: RequestContext, input: ImportPaddyFieldsRequest): Promise<PaddyFieldImportResult> {
    return this.importChecked(context, writeScope(context), input);
  }

  /** One part of a large file, kept for the year (a past year's is refused as every write is). */
  async savePart(context: RequestContext, input: ImportPartRequest): Promise<ImportPartAnswer> {
    const saved = await this.uploads.savePart(writeScope(context), input.upload_id, input.part, input.content);
    if (!saved) return RpcErrors.validation(FIELD_IMPORT_UPLOAD_MESSAGES.uploadId, 'upload_id');
    return { upload_id: input.upload_id, part: input.part };
  }

  async previewUpload(context: RequestContext, input: PreviewUploadedImportRequest): Promise<PaddyFieldImportPreview> {
    const scope = readScope(context);
    return this.check(context, scope, { format: input.format, content: await this.uploaded(scope, input) });
  }

  /** The uploaded file, confirmed: the same all-or-nothing import; its parts go once it is written. */
  async importUpload(context: RequestContext, input: ImportUploadedRequest): Promise<PaddyFieldImportResult> {
    const scope = writeScope(context);
    const result = await this.importChecked(context, scope, { format: input.format, content: await this.uploaded(scope, input) });
    await this.uploads.drop(scope, input.upload_id);
    return result;
  }

  private async uploaded(scope: YearScope, input: PreviewUploadedImportRequest): Promise<string> {
    const found = await this.uploads.assemble(scope, input.upload_id, input.parts, MAX_IMPORT_UPLOAD_BYTES);
    if ('missing' in found) return RpcErrors.validation(FIELD_IMPORT_UPLOAD_MESSAGES.missingParts, 'upload_id');
    if ('tooLarge' in found) return RpcErrors.validation(FIELD_IMPORT_UPLOAD_MESSAGES.tooLarge, 'upload_id');
    return found.text;
  }

  private async importChecked(
    context: RequestContext, scope: YearScope, input: Pick<ImportPaddyFieldsRequest, 'format' | 'content'>,
  ): Promise<PaddyFieldImportResult> {
    const preview = await this.check(context, scope, input);
    if (preview.problems.length || preview.problem_count) return RpcErrors.validation(FIELD_TRANSFER_MESSAGES.hasProblems, 'content');
    const created = await this.transfer.importAll(scope, preview.rows.map((r) => ({
      ...toPosition(r.map_pos as string), area: r.area, boundary: r.boundary, boundaryAreaA: r.boundary_area_a === null ? null : r.boundary_area_a.toFixed(2),
      name: r.name, brandName: r.brand, kousakusha: r.cultivator, remarks: r.memo, tagNo: r.sensor,
    })));
    return { created: preview.rows.length, created_brands: created };
  }

  private async check(
    context: RequestContext, scope: YearScope, input: Pick<PreviewPaddyFieldImportRequest, 'format' | 'content'>,
  ): Promise<PaddyFieldImportPreview> {
    let read: ReadRow[];
    try {
      read = FORMATS[input.format].read(input.content);
    } catch (e) {
      if (e instanceof UnreadableFile) return { rows: [], ok_count: 0, problem_count: 0, problems: [e.message] };
      throw e;
    }
    if (!read.length) return { rows: [], ok_count: 0, problem_count: 0, problems: [FIELD_TRANSFER_MESSAGES.noRows] };
    if (read.length > MAX_IMPORT_ROWS) return { rows: [], ok_count: 0, problem_count: 0, problems: [FIELD_TRANSFER_MESSAGES.tooManyRows] };
    const rows = read.map((r, i) => checkRow(r, i + 1));

    // PostGIS's validity, the area and a pin inside, for the rows whose shape passed the rules.
    const shaped = rows.filter((r) => r.boundary);
    const measured = await this.boundaries.tryMeasure(shaped.map((r) => r.boundary!));
    shaped.forEach((r, k) => {
      const m = measured[k];
      if (!m) {
        r.problems.push(BOUNDARY_MESSAGES.selfIntersection);
        return;
      }
      r.boundary = m.boundary;
      r.boundary_area_a = Number(m.areaA);
      r.area ??= trimDecimal(m.areaA);
      r.map_pos ??= m.insidePin;
    });

    const brands = await this.transfer.brandNames(scope);
    for (const r of rows) r.new_brand = r.brand !== null && !brands.has(r.brand);
    await this.checkSensors(context, rows);
    const problemCount = rows.filter((r) => r.problems.length).length;
    return { rows, ok_count: rows.length - problemCount, problem_count: problemCount, problems: [] };
  }

  /** A sensor link must name one of the account's sensors: the water service answers (unknown or another account's: a problem). */
  private async checkSensors(context: RequestContext, rows: PaddyFieldImportPreview['rows']): Promise<void> {
    const ids = [...new Set(rows.flatMap((r) => (r.sensor ? [r.sensor] : [])))];
    const missing = new Set<string>();
    for (const id of ids) {
      try {
        await this.services.request(WATER_SUBJECTS.sensors.get, context, { sensor_id: id }, WATER_TIMEOUT_MS);
      } catch {
        missing.add(id);
      }
    }
    for (const r of rows) if (r.sensor && missing.has(r.sensor)) r.problems.push(IMPORT_ROW_MESSAGES.sensorUnknown(r.sensor));
  }
}
