import { Injectable } from '@nestjs/common';
import {
  PADDY_FIELD_SENSOR_MESSAGES, WATER_SUBJECTS, normalizeMapPos,
  type CreatePaddyFieldsRequest, type DeletePaddyFieldsRequest, type DeletePaddyFieldsResponse, type ListPaddyFieldsRequest,
  type LookupPaddyFieldsRequest, type PaddyField, type PaddyFieldArea, type PaddyFieldSummary, type RequestContext,
  type UpdatePaddyFieldRequest,
} from '@inasaku/contracts';
import { DEFAULT_PIN_ICON } from '@inasaku/domain';
import { EventOutbox, RawJson, RpcErrors, ServiceClient, requireAccount, readScope, writeScope } from '@inasaku/service-kit';
import { emptyToNull } from '../common/decimal-text';
import { summarizeAreas } from './area-summary';
import { toPaddyField, toSummary } from './paddy-field.mapper';
import { PaddyFieldsRepository, type NewPaddyField, type NewPosition, type PaddyFieldChanges } from './paddy-fields.repository';
import { BoundariesService } from '../boundaries/boundaries.service';

/** 'lat,lng' (already validated by the contract) as stored: normalised text plus exact parts. */
export function toPosition(mapPos: string): NewPosition {
  const normalized = normalizeMapPos(mapPos);
  const [latitude, longitude] = normalized.split(',');
  return { mapPos: normalized, latitude, longitude };
}

/** The PUT payload as column changes: absent keys stay, '' and null clear. */
export function toChanges(input: UpdatePaddyFieldRequest): PaddyFieldChanges {
  const changes: PaddyFieldChanges = {};
  if (input.name !== undefined) changes.name = emptyToNull(input.name);
  if (input.map_pos !== undefined) {
    const p = toPosition(input.map_pos);
    Object.assign(changes, { mapPos: p.mapPos, latitude: p.latitude, longitude: p.longitude });
  }
  if (input.area !== undefined) changes.area = emptyToNull(input.area);
  if (input.brand_id !== undefined) changes.brandId = input.brand_id;
  if (input.kousakusha !== undefined) changes.kousakusha = emptyToNull(input.kousakusha);
  if (input.pin_type !== undefined) changes.pinType = input.pin_type || DEFAULT_PIN_ICON;
  if (input.remarks !== undefined) changes.remarks = emptyToNull(input.remarks);
  if (input.tag_no !== undefined) changes.tagNo = emptyToNull(input.tag_no.trim());
  if (input.sensor_start_date !== undefined) changes.sensorStartDate = emptyToNull(input.sensor_start_date);
  return changes;
}

/** Long enough for a busy machine; a water service that does not answer fails the save visibly (504). */
const WATER_TIMEOUT_MS = 5_000;

@Injectable()
export class PaddyFieldsService {
  constructor(
    private readonly fields: PaddyFieldsRepository,
    private readonly outbox: EventOutbox,
    private readonly services: ServiceClient,
    private readonly boundaries: BoundariesService,
  ) {}

  /** The year's fields (or the one asked), as JSON PostgreSQL wrote: 10,000 fields with boundaries are one statement. */
  async list(context: RequestContext, query: ListPaddyFieldsRequest): Promise<RawJson<PaddyField[]>> {
    const json = await this.fields.listJson(readScope(context), query.paddy_field_id);
    if (query.paddy_field_id && json === '[]') return RpcErrors.notFound();
    return new RawJson<PaddyField[]>(json);
  }

  async create(context: RequestContext, input: CreatePaddyFieldsRequest): Promise<PaddyField[]> {
    const scope = writeScope(context);
    const rows = await this.fields.create(scope, await this.newFields(input.paddy_fields));
    return rows.map(toPaddyField);
  }

  /**
   * A field with a boundary: the pin inside it when none was given, and the boundary's geodesic
   * area as its area unless one was typed.
   */
  private async newFields(fields: CreatePaddyFieldsRequest['paddy_fields']): Promise<NewPaddyField[]> {
    const shaped = fields.flatMap((f, i) => (f.boundary ? [{ i, boundary: f.boundary }] : []));
    const measured = await this.boundaries.measure(shaped.map((s) => s.boundary), 'paddy_fields');
    const byIndex = new Map(shaped.map((s, k) => [s.i, measured[k]]));
    return fields.map((f, i) => {
      const m = byIndex.get(i);
      const typedArea = f.area === undefined ? undefined : emptyToNull(f.area);
      if (!m) return { ...toPosition(f.map_pos as string), area: typedArea ?? null };
      return {
        ...toPosition(f.map_pos ?? m.insidePin), area: typedArea === undefined ? m.areaA : typedArea,
        boundary: m.boundary, boundaryAreaA: m.areaA,
      };
    });
  }

  async update(context: RequestContext, input: UpdatePaddyFieldRequest): Promise<PaddyField> {
    const changes = toChanges(input);
    if (input.boundary) {
      const [m] = await this.boundaries.measure([input.boundary]);
      Object.assign(changes, { boundary: m.boundary, boundaryAreaA: m.areaA, pinInsideBoundary: toPosition(m.insidePin) });
    } else if (input.boundary === null) {
      Object.assign(changes, { boundary: null, boundaryAreaA: null });
    }
    const outcome = await this.fields.update(writeScope(context), input.paddy_field_id, changes, (tagNo) =>
      this.checkSensor(context, tagNo),
    );
    if (outcome.status === 'start-date-without-sensor') {
      return RpcErrors.validation(PADDY_FIELD_SENSOR_MESSAGES.startDateWithoutSensor, 'sensor_start_date');
    }
    if (outcome.status !== 'updated') return RpcErrors.notFound();
    return toPaddyField(outcome.field);
  }

  /**
   * Sensors are the water service's: asked with the caller's context, it applies its own rules
   * (another account's or an unknown product ID 404, no water feature 403), and its error is the answer.
   */
  private async checkSensor(context: RequestContext, tagNo: string): Promise<void> {
    await this.services.request(WATER_SUBJECTS.sensors.get, context, { sensor_id: tagNo }, WATER_TIMEOUT_MS);
  }

  async delete(context: RequestContext, input: DeletePaddyFieldsRequest): Promise<DeletePaddyFieldsResponse> {
    const ids = [...new Set(input.paddy_field_ids)];
    const deleted = await this.fields.delete(writeScope(context), ids);
    if (!deleted) return RpcErrors.notFound();
    // Publish now; the outbox relay retries if NATS is briefly away.
    await this.outbox.flushQuietly();
    return { paddy_field_ids: deleted };
  }

  async areas(context: RequestContext): Promise<PaddyFieldArea[]> {
    return summarizeAreas(await this.fields.areaRows(readScope(context)));
  }

  /** For other services: every field of the context's year, as summaries. */
  async directory(context: RequestContext): Promise<PaddyFieldSummary[]> {
    return (await this.fields.list(readScope(context))).map(toSummary);
  }

  /** For other services: the account's fields among the ids, in the order asked, unknown ids left out. */
  async lookup(context: RequestContext, input: LookupPaddyFieldsRequest): Promise<PaddyFieldSummary[]> {
    const accountId = requireAccount(context);
    const ids = [...new Set(input.paddy_field_ids)];
    const byId = new Map((await this.fields.findForAccount(accountId, ids)).map((f) => [f.paddyFieldId, f]));
    return ids.flatMap((id) => {
      const field = byId.get(id);
      return field ? [toSummary(field)] : [];
    });
  }
}
