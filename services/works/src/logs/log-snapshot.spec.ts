import { FIXED_ITEM_DETAILS, type ItemDetail } from '@inasaku/contracts';
import { buildLog, toWorkLog } from './log-snapshot';
import type { WorkLogEntity } from './entities/work-log.entity';

const details: ItemDetail[] = [
  { item_detail_id: 'date', ...FIXED_ITEM_DETAILS[0] },
  { item_detail_id: 'worker', ...FIXED_ITEM_DETAILS[1] },
  { item_detail_id: 'amount', item_detail_name: '使用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'L', item_detail_auto: true, display_flg: true },
];

describe('buildLog', () => {
  const input = {
    type: 1 as const, seasonName: '防除', itemName: '病害虫防除', isNotPaddyFieldItem: false, details,
    workItems: { date: '2025-07-01', worker: '山田' }, workDate: '2025-07-01', worker: '山田', imagePaths: [],
    paddyFields: [{ paddy_field_id: 'f', paddy_field_name: '北1' }], areaTotal: '12.3', userId: 'u', workHistoryIds: ['h'],
  };

  it('keeps every detail with its unit and a null value when nothing was entered', () => {
    expect(buildLog(input).itemDetails).toEqual([
      { item_detail_name: '実施日', item_detail_unit: null, item_detail_value: '2025-07-01' },
      { item_detail_name: '作業者', item_detail_unit: null, item_detail_value: '山田' },
      { item_detail_name: '使用量', item_detail_unit: 'L', item_detail_value: null },
    ]);
  });

  it('has no area for non-field work', () => {
    expect(buildLog({ ...input, isNotPaddyFieldItem: true, paddyFields: [] }).areaTotal).toBeNull();
  });
});

describe('toWorkLog', () => {
  it('answers numbers and flags as the dashboard reads them', () => {
    const log = toWorkLog({
      logId: 'l', seq: '7', accountId: 'a', managementId: 'm', type: '2' as unknown as 2, delFlg: '0', workHistoryIds: ['h'],
      workDate: '2025-07-01', worker: '山田', seasonName: '防除', itemName: '病害虫防除', isNotPaddyFieldItem: false,
      paddyFields: [], areaTotal: '12.30', itemDetails: [], imagePaths: ['m/image/1/0.jpg'], userId: 'u', createdAt: new Date('2025-07-01T00:00:00Z'),
    } as WorkLogEntity);
    expect(log).toMatchObject({ type: 2, del_flg: '0', area_total: '12.3', image_urls: ['/media/file/m/image/1/0.jpg'], created_at: '2025-07-01T00:00:00.000Z' });
  });
});
