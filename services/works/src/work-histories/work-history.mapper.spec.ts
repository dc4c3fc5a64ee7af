import { FIXED_ITEM_DETAILS, type ItemDetail } from '@inasaku/contracts';
import { mergeWorkItems, toWorkHistory } from './work-history.mapper';
import type { WorkHistoryEntity } from './entities/work-history.entity';

const details: ItemDetail[] = [
  { item_detail_id: 'date', ...FIXED_ITEM_DETAILS[0] },
  { item_detail_id: 'worker', ...FIXED_ITEM_DETAILS[1] },
  { item_detail_id: 'amount', item_detail_name: '使用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'L', item_detail_auto: true, display_flg: true },
  { item_detail_id: 'memo', item_detail_name: 'メモ', item_detail_type: 'textarea', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
];

describe('mergeWorkItems', () => {
  it('lists the entered values in the item\'s current order with name, type, unit and per-10a value', () => {
    expect(mergeWorkItems(details, { amount: '30', date: '2025-07-01', gone: 'x' }, { amount: '2.5' })).toEqual([
      { item_detail_id: 'date', item_detail_name: '実施日', item_detail_type: 'date', item_detail_unit: null, value: '2025-07-01', auto_value: null },
      { item_detail_id: 'amount', item_detail_name: '使用量', item_detail_type: 'num', item_detail_unit: 'L', value: '30', auto_value: '2.5' },
    ]);
  });
});

describe('toWorkHistory', () => {
  it('answers a global history without a field, and image URLs for the paths', () => {
    const h = {
      workHistoryId: 'h', managementId: 'm', seasonId: 's', itemId: 'i', paddyFieldId: null, workItems: {}, workItemsAuto: {},
      imagePaths: ['m/image/1/0.jpg'], workDate: null, worker: null, createUserId: 'u', updateUserId: 'u',
      createdAt: new Date(0), updatedAt: new Date(0),
    } as unknown as WorkHistoryEntity;
    expect(toWorkHistory(h, undefined, undefined, 'ignored')).toMatchObject({
      is_not_paddy_field_item: true, paddy_field_name: null, color: '#1a82b7', image_urls: ['/media/file/m/image/1/0.jpg'],
    });
  });
});
