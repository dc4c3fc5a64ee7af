import type { PaddyFieldSummary, RequestContext } from '@inasaku/contracts';
import { GatesService, toGateLog } from './gates.service';
import type { GatesRepository } from './gates.repository';
import type { FieldsClient } from '../fields-directory/fields-client';
import type { WaterGateLogEntity } from './entities/water-gate-log.entity';

const context = (over: Partial<RequestContext> = {}): RequestContext => ({
  accountId: 'a1', userId: 'u1', managementId: 'm1', isRootUser: true, admin: false, planType: 1, pastYear: false, requestId: 'r', ...over,
});
const summary = (id: string, managementId = 'm1', name: string | null = `田${id}`): PaddyFieldSummary => ({
  paddy_field_id: id, management_id: managementId, name, map_pos: '36.6,138.1', area: null, brand_id: null, brand_name: null,
});
const input = { paddy_field_ids: ['f1', 'f2', 'f1'], water_gate_status: 2 as const, water_gate_time: '2025-06-01T06:30:00+09:00', water_gate_worker: '山田' };

function setup(found: PaddyFieldSummary[]) {
  const gates = { record: jest.fn(async (_s: unknown, r: { fields: unknown[] }) => r.fields.map((_f, i) => `log${i}`)) };
  const fields = { lookup: jest.fn(async () => new Map(found.map((f) => [f.paddy_field_id, f]))) };
  return { gates, fields, service: new GatesService(gates as unknown as GatesRepository, fields as unknown as FieldsClient) };
}

describe('GatesService.record', () => {
  it('records each field once, in the order sent, with the names to keep in the log', async () => {
    const { gates, service } = setup([summary('f1'), summary('f2')]);
    const result = await service.record(context(), 1, input);
    expect(result).toEqual({
      gate_type: 1, water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00', paddy_field_ids: ['f1', 'f2'], log_ids: ['log0', 'log1'],
    });
    expect(gates.record).toHaveBeenCalledWith({ accountId: 'a1', managementId: 'm1' }, expect.objectContaining({
      gateType: 1, status: 2, worker: '山田', userId: 'u1', fields: [{ id: 'f1', name: '田f1' }, { id: 'f2', name: '田f2' }],
    }));
  });

  it.each([
    ['a field the fields service does not return (another account, deleted)', [summary('f1')]],
    ["a field of another year", [summary('f1'), summary('f2', 'm0')]],
  ])('refuses %s with 404 and writes nothing', async (_label, found) => {
    const { gates, service } = setup(found);
    await expect(service.record(context(), 2, input)).rejects.toMatchObject({ body: { statusCode: 404 } });
    expect(gates.record).not.toHaveBeenCalled();
  });

  it('refuses a past year and a read-only plan (403) before asking anything', async () => {
    for (const c of [context({ pastYear: true }), context({ planType: 2 })]) {
      const { gates, fields, service } = setup([summary('f1'), summary('f2')]);
      await expect(service.record(c, 1, input)).rejects.toMatchObject({ body: { statusCode: 403 } });
      expect(fields.lookup).not.toHaveBeenCalled();
      expect(gates.record).not.toHaveBeenCalled();
    }
  });
});

describe('toGateLog', () => {
  it("answers the spec's shape: gate_status as text, times at +09:00", () => {
    const row = {
      logId: 'l1', seq: '1', accountId: 'a1', managementId: 'm1', paddyFieldId: 'f1', paddyFieldName: '北1', gateType: 2, gateStatus: 1,
      datetime: new Date('2025-05-31T21:30:00Z'), worker: '山田、佐藤', userId: 'u1', createdAt: new Date('2025-05-31T21:31:00Z'),
    } as WaterGateLogEntity;
    expect(toGateLog(row)).toEqual({
      log_id: 'l1', gate_type: 2, gate_status: '1', datetime: '2025-06-01T06:30:00+09:00', worker: '山田、佐藤',
      paddy_field_id: 'f1', paddy_field_name: '北1', user_id: 'u1', created_at: '2025-05-31T21:31:00.000Z',
    });
  });
});
