import {
  mdiAlert, mdiAlertOctagon, mdiBarn, mdiBridge, mdiBusStop, mdiCarPickup, mdiCastle, mdiCircle, mdiFactory,
  mdiFireHydrant, mdiFlag, mdiFruitCherries, mdiGasStation, mdiGate, mdiGraveStone, mdiGreenhouse, mdiHeart,
  mdiHexagon, mdiHome, mdiHospitalBuilding, mdiHotTub, mdiImageFilterHdr, mdiInformation, mdiMapMarker,
  mdiOfficeBuilding, mdiParking, mdiPineTree, mdiRadioTower, mdiRhombus, mdiRice, mdiRoadVariant, mdiSchool,
  mdiSignDirection, mdiSilo, mdiSolarPanel, mdiSprout, mdiSquare, mdiStar, mdiStore, mdiTempleBuddhist, mdiTools,
  mdiTractor, mdiTrafficLight, mdiTrain, mdiTransmissionTower, mdiTree, mdiTriangle, mdiTruck, mdiWarehouse,
  mdiWater, mdiWaterfall, mdiWaterPump, mdiWaterWell, mdiWaves,
} from '@mdi/js';

/**
 * The landmark icon series of spec 001 §9, glyphs from Material Design Icons (@mdi/js,
 * Apache-2.0). The set has no torii, so 神社 uses a torii drawn here on the same 24x24 grid.
 */
export type LandmarkSeries = 'plain' | 'buildings' | 'transport' | 'symbols';

export interface LandmarkGlyph {
  code: string;
  label: string;
  path: string;
  /** Badge colour; plain icons each have their own, the other series share one. */
  color?: string;
}

const TORII = 'M1.5 3.5C6 4.6 18 4.6 22.5 3.5V6.3C21.6 6.6 20.7 6.8 19.8 7V9H21.5V11.2H19.8V21H17.3V11.2H6.7V21H4.2V11.2H2.5V9H4.2V7C3.3 6.8 2.4 6.6 1.5 6.3ZM6.7 9H10.8V7.5C9.4 7.5 8 7.4 6.7 7.3ZM13.2 9H17.3V7.3C16 7.4 14.6 7.5 13.2 7.5Z';

export interface LandmarkGroup {
  /** Stable key of the group, for picker tabs. */
  key: 'plain' | 'buildings' | 'transport' | 'water' | 'symbols';
  series: LandmarkSeries;
  label: string;
  /** Badge colour of the group (plain icons override it per icon). */
  color: string;
  glyphs: LandmarkGlyph[];
}

export const LANDMARK_GROUPS: readonly LandmarkGroup[] = [
  {
    key: 'plain', series: 'plain', label: 'シンプル', color: '#E53935',
    glyphs: [
      { code: '000', label: '目印', path: mdiMapMarker, color: '#E53935' },
      { code: '001', label: '旗', path: mdiFlag, color: '#FB8C00' },
      { code: '002', label: '星', path: mdiStar, color: '#F9A825' },
      { code: '003', label: '丸', path: mdiCircle, color: '#43A047' },
      { code: '004', label: '三角', path: mdiTriangle, color: '#00897B' },
      { code: '005', label: '四角', path: mdiSquare, color: '#1E88E5' },
      { code: '006', label: 'ひし形', path: mdiRhombus, color: '#3949AB' },
      { code: '007', label: '六角形', path: mdiHexagon, color: '#8E24AA' },
      { code: '008', label: 'ハート', path: mdiHeart, color: '#D81B60' },
      { code: '009', label: '注意', path: mdiAlert, color: '#F4511E' },
      { code: '010', label: '情報', path: mdiInformation, color: '#546E7A' },
    ],
  },
  {
    key: 'buildings', series: 'buildings', label: '建物', color: '#6D4C41',
    glyphs: [
      { code: '101', label: '自宅', path: mdiHome },
      { code: '102', label: '倉庫', path: mdiWarehouse },
      { code: '103', label: '納屋', path: mdiBarn },
      { code: '104', label: 'ライスセンター', path: mdiSilo },
      { code: '105', label: 'ビニールハウス', path: mdiGreenhouse },
      { code: '106', label: '作業場', path: mdiTools },
      { code: '107', label: '工場', path: mdiFactory },
      { code: '108', label: '事務所', path: mdiOfficeBuilding },
      { code: '109', label: '店舗', path: mdiStore },
      { code: '110', label: '学校', path: mdiSchool },
      { code: '111', label: '病院', path: mdiHospitalBuilding },
      { code: '112', label: '寺院', path: mdiTempleBuddhist },
      { code: '113', label: '神社', path: TORII },
    ],
  },
  {
    key: 'transport', series: 'transport', label: '交通', color: '#1565C0',
    glyphs: [
      { code: '201', label: '駐車場', path: mdiParking },
      { code: '202', label: '駅', path: mdiTrain },
      { code: '203', label: 'バス停', path: mdiBusStop },
      { code: '204', label: 'ガソリンスタンド', path: mdiGasStation },
      { code: '205', label: 'トラクター', path: mdiTractor },
      { code: '206', label: '軽トラック', path: mdiCarPickup },
      { code: '207', label: 'トラック', path: mdiTruck },
      { code: '208', label: '橋', path: mdiBridge },
      { code: '209', label: '信号', path: mdiTrafficLight },
      { code: '210', label: '道路', path: mdiRoadVariant },
      { code: '211', label: '案内標識', path: mdiSignDirection },
    ],
  },
  {
    key: 'water', series: 'symbols', label: '水利', color: '#00838F',
    glyphs: [
      { code: '301', label: '水路', path: mdiWaves },
      { code: '302', label: 'ため池', path: mdiWater },
      { code: '303', label: '井戸', path: mdiWaterWell },
      { code: '304', label: 'ポンプ', path: mdiWaterPump },
      { code: '305', label: '水門', path: mdiGate },
    ],
  },
  {
    key: 'symbols', series: 'symbols', label: '地図記号', color: '#37474F',
    glyphs: [
      { code: '401', label: '田', path: mdiRice },
      { code: '402', label: '畑', path: mdiSprout },
      { code: '403', label: '果樹園', path: mdiFruitCherries },
      { code: '404', label: '森林', path: mdiPineTree },
      { code: '405', label: '山', path: mdiImageFilterHdr },
      { code: '406', label: '滝', path: mdiWaterfall },
      { code: '407', label: '温泉', path: mdiHotTub },
      { code: '408', label: '公園', path: mdiTree },
      { code: '409', label: '墓地', path: mdiGraveStone },
      { code: '410', label: '史跡', path: mdiCastle },
      { code: '411', label: '鉄塔', path: mdiTransmissionTower },
      { code: '412', label: '電波塔', path: mdiRadioTower },
      { code: '413', label: '太陽光発電', path: mdiSolarPanel },
      { code: '414', label: '消火栓', path: mdiFireHydrant },
      { code: '415', label: '危険', path: mdiAlertOctagon },
    ],
  },
];
