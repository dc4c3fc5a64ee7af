import type { GateMode } from '@inasaku/contracts';

/** Texts of the water-gate recording map and the gate log (spec 001). */
export const GATE_TEXTS = {
  modes: { supply: '給水', out: '排水' } as Record<GateMode, string>,
  formTitle: (mode: GateMode) => `${mode === 'supply' ? '給水' : '排水'}の記録`,
  selected: (n: number) => `選択済み（${n}）`,
  record: '記録する',
  register: '登録',
  cancel: 'キャンセル',
  status: '状態',
  workTime: '作業日時',
  worker: '作業者',
  openList: (mode: GateMode) => `開いている${mode === 'supply' ? '給水' : '排水'}門`,
  openListEmpty: '開いている水門はありません。',
  unnamedField: '名称未設定',
  selectHint: '水門をクリックして選択してください',
  switchLocked: '選択中は給水・排水を切り替えられません',
  clear: '選択解除',
  columns: { type: '給水/排水', status: '状態', datetime: '作業日時', worker: '作業者', field: 'ほ場' },
} as const;
