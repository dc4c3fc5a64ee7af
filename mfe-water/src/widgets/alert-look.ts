import type { SensorAlertType } from '@inasaku/contracts';

export interface AlertLook {
  /** Read out by screen readers in place of the mark. */
  label: string;
  /** The mark's shape: a filled circle for 危険, a triangle for 警告, so they differ in more than colour. */
  icon: 'danger' | 'warning' | 'info';
  color: string;
}

const LOOKS: Record<SensorAlertType, AlertLook> = {
  danger: { label: '危険', icon: 'danger', color: '#cf1322' },
  warning: { label: '警告', icon: 'warning', color: '#ad6800' },
  silent: { label: '無通信', icon: 'info', color: '#595959' },
  battery: { label: '電池残量', icon: 'info', color: '#595959' },
};

/** How an alert of `type` is marked in the dashboard's alert list. */
export function alertLook(type: SensorAlertType): AlertLook {
  return LOOKS[type];
}
