import { GATE_STATUS_LABELS, GATE_TYPE_LABELS, type WaterGateLog } from '@inasaku/contracts';
import { excelDate, type SheetSpec } from '../../common/excel';

export const GATE_TEXTS = {
  title: '水門ログ',
  columns: ['#', '給水/排水', '状態', '作業日時', '作業者', 'ほ場'] as const,
  empty: '水門ログはありません',
} as const;

/** 'YYYY/MM/DD HH:mm' of an ISO time at +09:00 (the farm's wall clock as the service wrote it). */
export function gateDateTime(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[1]}/${m[2]}/${m[3]} ${m[4]}:${m[5]}` : iso;
}

export function gateRow(log: WaterGateLog, index: number): (string | number)[] {
  return [
    index + 1,
    GATE_TYPE_LABELS[log.gate_type] ?? '',
    GATE_STATUS_LABELS[Number(log.gate_status) as 0 | 1 | 2] ?? '',
    gateDateTime(log.datetime),
    log.worker,
    log.paddy_field_name ?? '',
  ];
}

/** The gate log as Sheet1: # as a number, 作業日時 as a date-time cell. */
export function gateSheet(logs: readonly WaterGateLog[]): SheetSpec {
  return {
    name: 'Sheet1',
    columns: [
      { header: '#', width: 6 }, { header: '給水/排水', width: 12 }, { header: '状態', width: 8 },
      { header: '作業日時', width: 18, numFmt: 'yyyy/mm/dd hh:mm' }, { header: '作業者', width: 20 }, { header: 'ほ場', width: 24 },
    ],
    rows: logs.map((l, i) => {
      const [n, type, status, , worker, field] = gateRow(l, i);
      return [n, type, status, excelDate(l.datetime.slice(0, 19)), worker, field];
    }),
  };
}
