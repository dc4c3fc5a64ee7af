import { Injectable } from '@nestjs/common';
import {
  GATE_TYPES, WATER_GATE_MESSAGES,
  type GateStatus, type GateType, type ListWaterGateLogsRequest, type OpenWaterGate, type Paged, type RecordWaterGatesRequest,
  type RecordWaterGatesResponse, type RequestContext, type WaterGate, type WaterGateLog,
} from '@inasaku/contracts';
import { parseInstant, toTokyoIso } from '@inasaku/domain';
import { RpcErrors, readScope, writeScope } from '@inasaku/service-kit';
import { FieldsClient } from '../fields-directory/fields-client';
import { GatesRepository } from './gates.repository';
import type { WaterGateLogEntity } from './entities/water-gate-log.entity';

@Injectable()
export class GatesService {
  constructor(
    private readonly gates: GatesRepository,
    private readonly fields: FieldsClient,
  ) {}

  /** The gate map: every field of the year as the fields service has it now, with its gates. */
  async map(context: RequestContext): Promise<WaterGate[]> {
    const scope = readScope(context);
    const [fields, rows] = await Promise.all([this.fields.directory(context), this.gates.year(scope)]);
    const byField = new Map(rows.map((r) => [r.paddyFieldId, r]));
    return fields.map((f) => {
      const g = byField.get(f.paddy_field_id);
      return {
        paddy_field_id: f.paddy_field_id,
        name: f.name,
        map_pos: f.map_pos,
        water_supply_gate_status: (g?.supplyStatus ?? 0) as GateStatus,
        water_supply_gate_time: g?.supplyTime ? toTokyoIso(g.supplyTime) : null,
        water_supply_gate_worker: g?.supplyWorker ?? null,
        water_out_gate_status: (g?.outStatus ?? 0) as GateStatus,
        water_out_gate_time: g?.outTime ? toTokyoIso(g.outTime) : null,
        water_out_gate_worker: g?.outWorker ?? null,
      };
    });
  }

  /** The list button: gates of one type that are open now; fields deleted since are left out. */
  async open(context: RequestContext, gateType: GateType): Promise<OpenWaterGate[]> {
    const scope = readScope(context);
    const [fields, open] = await Promise.all([this.fields.directory(context), this.gates.open(scope, gateType)]);
    const names = new Map(fields.map((f) => [f.paddy_field_id, f.name]));
    return open.flatMap((g) =>
      names.has(g.paddyFieldId)
        ? [{
            paddy_field_id: g.paddyFieldId, paddy_field_name: names.get(g.paddyFieldId) ?? null,
            water_gate_status: g.status, water_gate_time: toTokyoIso(g.time), water_gate_worker: g.worker,
          }]
        : [],
    );
  }

  /**
   * Records the chosen fields' gates of one type. Every field must be this account's and this
   * year's (asked from the fields service); one that is not makes the whole record a 404.
   */
  async record(context: RequestContext, gateType: GateType, input: RecordWaterGatesRequest): Promise<RecordWaterGatesResponse> {
    const scope = writeScope(context);
    const ids = [...new Set(input.paddy_field_ids)];
    const found = await this.fields.lookup(context, ids);
    const fields = ids.map((id) => found.get(id));
    if (fields.some((f) => !f || f.management_id !== scope.managementId)) return RpcErrors.notFound();
    // The contract let only a real instant of a farm year through; read it by the same rule.
    const time = parseInstant(input.water_gate_time);
    if (!time) return RpcErrors.validation(WATER_GATE_MESSAGES.datetime, 'water_gate_time');
    const logIds = await this.gates.record(scope, {
      gateType, status: input.water_gate_status, time, worker: input.water_gate_worker, userId: context.userId,
      fields: fields.map((f) => ({ id: f!.paddy_field_id, name: f!.name })),
    });
    return {
      gate_type: gateType, water_gate_status: input.water_gate_status, water_gate_time: toTokyoIso(time),
      paddy_field_ids: ids, log_ids: logIds,
    };
  }

  async logs(context: RequestContext, query: ListWaterGateLogsRequest): Promise<Paged<WaterGateLog>> {
    const page = await this.gates.page(readScope(context), {
      count: query.count, skip: query.skip_page * query.count, latestLogId: query.latest_log_id,
    });
    return { list: page.rows.map(toGateLog), total_count: page.total };
  }

  async yearLogs(context: RequestContext): Promise<WaterGateLog[]> {
    return (await this.gates.all(readScope(context))).map(toGateLog);
  }
}

export function toGateLog(row: WaterGateLogEntity): WaterGateLog {
  return {
    log_id: row.logId,
    gate_type: row.gateType === GATE_TYPES.out ? GATE_TYPES.out : GATE_TYPES.supply,
    gate_status: String(row.gateStatus) as WaterGateLog['gate_status'],
    datetime: toTokyoIso(row.datetime),
    worker: row.worker,
    paddy_field_id: row.paddyFieldId,
    paddy_field_name: row.paddyFieldName,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}
