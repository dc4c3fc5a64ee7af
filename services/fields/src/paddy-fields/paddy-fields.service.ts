import { Injectable } from '@nestjs/common';
import {
  normalizeMapPos,
  type CreatePaddyFieldsRequest, type DeletePaddyFieldsRequest, type DeletePaddyFieldsResponse, type ListPaddyFieldsRequest,
  type LookupPaddyFieldsRequest, type PaddyField, type PaddyFieldArea, type PaddyFieldSummary, type RequestContext,
  type UpdatePaddyFieldRequest,
} from '@inasaku/contracts';
import { DEFAULT_PIN_ICON } from '@inasaku/domain';
import { EventOutbox, RpcErrors, requireAccount } from '@inasaku/service-kit';
import { emptyToNull } from '../common/decimal-text';
import { readScope, writeScope } from '../common/year';
import { summarizeAreas } from './area-summary';
import { toPaddyField, toSummary } from './paddy-field.mapper';
import { PaddyFieldsRepository, type NewPosition, type PaddyFieldChanges } from './paddy-fields.repository';

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
  return changes;
}

@Injectable()
export class PaddyFieldsService {
  constructor(
    private readonly fields: PaddyFieldsRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async list(context: RequestContext, query: ListPaddyFieldsRequest): Promise<PaddyField[]> {
    const rows = await this.fields.list(readScope(context), query.paddy_field_id);
    if (query.paddy_field_id && rows.length === 0) return RpcErrors.notFound();
    return rows.map(toPaddyField);
  }

  async create(context: RequestContext, input: CreatePaddyFieldsRequest): Promise<PaddyField[]> {
    const scope = writeScope(context);
    const rows = await this.fields.create(scope, input.paddy_fields.map((f) => toPosition(f.map_pos)));
    return rows.map(toPaddyField);
  }

  async update(context: RequestContext, input: UpdatePaddyFieldRequest): Promise<PaddyField> {
    const outcome = await this.fields.update(writeScope(context), input.paddy_field_id, toChanges(input));
    if (outcome.status !== 'updated') return RpcErrors.notFound();
    return toPaddyField(outcome.field);
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
