import { SEASON_COLORS, type ItemDetailType, type ItemPattern, type ItemProgress } from '@inasaku/contracts';

/**
 * The starting seasons and items of a new account: a Japanese rice year from the nursery to the
 * harvest, plus work away from the fields. Every item also gets the fixed rows 実施日 and 作業者.
 * 防除 records what the 農薬取締法 asks a grower to keep (date, field, crop, pesticide, amount
 * per area or dilution). Spraying and water work repeat during the season, so those items add
 * entries (pattern 1) instead of overwriting.
 */
export interface MasterDetail {
  name: string;
  type: ItemDetailType;
  unit?: string;
  auto?: boolean;
  display?: boolean;
}

export interface MasterItem {
  name: string;
  pattern?: ItemPattern;
  progress?: ItemProgress;
  details: MasterDetail[];
}

export interface MasterSeason {
  name: string;
  color: string;
  notPaddy: boolean;
  items: MasterItem[];
}

const memo: MasterDetail = { name: 'メモ', type: 'textarea' };
const machine: MasterDetail = { name: '使用機械', type: 'string' };

export const WORK_MASTER_DATA: readonly MasterSeason[] = [
  {
    name: '育苗', color: SEASON_COLORS[0], notPaddy: true,
    items: [
      { name: '種子消毒', details: [{ name: '薬剤名', type: 'string' }, { name: '希釈倍率', type: 'num', unit: '倍' }, { name: '浸漬時間', type: 'num', unit: '時間' }, memo] },
      { name: '浸種・催芽', details: [{ name: '水温', type: 'num', unit: '℃' }, { name: '日数', type: 'num', unit: '日' }, memo] },
      { name: '播種', details: [{ name: '品種', type: 'string' }, { name: '播種量', type: 'num', unit: 'g/箱' }, { name: '箱数', type: 'num', unit: '箱' }, memo] },
      { name: '育苗管理', details: [{ name: '作業内容', type: 'string' }, memo] },
    ],
  },
  {
    name: '耕起・代かき', color: SEASON_COLORS[1], notPaddy: false,
    items: [
      { name: '耕起', details: [{ name: '耕深', type: 'num', unit: 'cm' }, machine, memo] },
      { name: '畦塗り', progress: '2', details: [machine, memo] },
      { name: '代かき', details: [machine, memo] },
    ],
  },
  {
    name: '田植え', color: SEASON_COLORS[2], notPaddy: false,
    items: [
      {
        name: '田植え',
        details: [
          { name: '品種', type: 'string', display: true }, { name: '苗箱数', type: 'num', unit: '箱', auto: true },
          { name: '栽植密度', type: 'num', unit: '株/坪' }, machine, memo,
        ],
      },
      { name: '補植', pattern: '1', progress: '2', details: [memo] },
    ],
  },
  {
    name: '施肥', color: SEASON_COLORS[3], notPaddy: false,
    items: [
      { name: '元肥', details: [{ name: '肥料名', type: 'string', display: true }, { name: '施用量', type: 'num', unit: 'kg', auto: true, display: true }, memo] },
      { name: '追肥', pattern: '1', details: [{ name: '肥料名', type: 'string', display: true }, { name: '施用量', type: 'num', unit: 'kg', auto: true, display: true }, memo] },
    ],
  },
  {
    name: '防除', color: SEASON_COLORS[4], notPaddy: false,
    items: [
      {
        name: '除草剤散布', pattern: '1',
        details: [
          { name: '農薬名', type: 'string', display: true }, { name: '対象作物', type: 'string', display: true },
          { name: '対象雑草', type: 'string' }, { name: '使用量', type: 'num', unit: 'kg', auto: true, display: true },
          { name: '散布方法', type: 'string' }, memo,
        ],
      },
      {
        name: '病害虫防除', pattern: '1',
        details: [
          { name: '農薬名', type: 'string', display: true }, { name: '対象作物', type: 'string', display: true },
          { name: '対象病害虫', type: 'string', display: true }, { name: '希釈倍率', type: 'num', unit: '倍', display: true },
          { name: '使用量', type: 'num', unit: 'L', auto: true, display: true }, { name: '散布方法', type: 'string' }, memo,
        ],
      },
    ],
  },
  {
    name: '水管理', color: SEASON_COLORS[5], notPaddy: false,
    items: [
      { name: '入水・水位調整', pattern: '1', progress: '2', details: [{ name: '水深', type: 'num', unit: 'cm' }, memo] },
      { name: '中干し', details: [{ name: '終了日', type: 'date' }, memo] },
      { name: '落水', details: [memo] },
    ],
  },
  {
    name: '収穫', color: SEASON_COLORS[6], notPaddy: false,
    items: [
      {
        name: '稲刈り',
        details: [
          { name: '収量', type: 'num', unit: 'kg', auto: true, display: true }, { name: '籾水分', type: 'num', unit: '%' }, machine, memo,
        ],
      },
    ],
  },
  {
    name: 'ほ場外作業', color: SEASON_COLORS[7], notPaddy: true,
    items: [
      { name: '乾燥・調製', details: [{ name: '品種', type: 'string' }, { name: '数量', type: 'num', unit: '袋' }, memo] },
      { name: '出荷', details: [{ name: '出荷先', type: 'string' }, { name: '品種', type: 'string' }, { name: '数量', type: 'num', unit: '袋' }, memo] },
      { name: '機械整備', details: [{ name: '機械名', type: 'string' }, { name: '作業内容', type: 'textarea' }] },
      { name: '研修・会議', details: [{ name: '内容', type: 'textarea' }] },
    ],
  },
];
