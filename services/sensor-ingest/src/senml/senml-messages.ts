import { DEVICE_READING_LIMITS } from '@inasaku/contracts';

/** Most records one SenML pack may carry: a full HTTP batch with level, temperature and battery each. */
export const SENML_MAX_RECORDS = DEVICE_READING_LIMITS.maxBatch * 3;

/** Why a SenML pack or record is refused, in Japanese for the device's developer. */
export const SENML_MESSAGES = {
  pack: `SenML は1件から${SENML_MAX_RECORDS}件までのレコードの配列で送信してください。`,
  record: 'レコードはオブジェクトで指定してください。',
  name: '名前（bn + n）は英数字と - : . / _ で、英数字から始めてください。',
  field: '名前は water_level（level）、water_temperature（temperature, temp）、battery のいずれかで終わるようにしてください。',
  value: '数値の値（v）を指定してください。',
  time: '時刻（bt + t）を数値（秒）で指定してください。',
  version: 'SenML のバージョン（bver）は10以下の整数で指定してください。',
  mustUnderstand: (label: string) => `このサーバーが扱えないラベル「${label}」が含まれています。`,
  unit: (unit: string, allowed: string) => `単位「${unit}」は使えません（${allowed}）。`,
  duplicate: '同じ時刻の同じ値が同じ送信内にあります。',
  noLevel: '同じ時刻の水位（water_level）がないため保存できません。',
} as const;
