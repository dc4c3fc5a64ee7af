import type { NotificationSettings, WaterLevelUnit } from '@inasaku/contracts';
import { customDoubleWater, type Rule } from '@inasaku/domain';
import type { NotificationValues } from '../sensors/api';

/** The form's values: levels as typed text, units '0' 以上 / '1' 以下. */
export interface SettingsFormValues {
  warn_value: string;
  warn_unit: WaterLevelUnit;
  caution_value: string;
  caution_unit: WaterLevelUnit;
  notify: boolean;
}

/** Spec 001 §5: both levels are customDoubleWater (2 integer digits, 1 decimal; empty passes). */
export const SETTINGS_RULES: Record<'warn_value' | 'caution_value', Rule[]> = {
  warn_value: [customDoubleWater],
  caution_value: [customDoubleWater],
};

const unit = (v: unknown): WaterLevelUnit => (String(v) === '1' ? '1' : '0');
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formValuesOf(s: Partial<NotificationSettings> | null | undefined): SettingsFormValues {
  return {
    warn_value: text(s?.warn_value),
    warn_unit: unit(s?.warn_unit ?? '0'),
    caution_value: text(s?.caution_value),
    caution_unit: unit(s?.caution_unit ?? '0'),
    notify: s?.notify === true,
  };
}

/** The PUT body: an empty level is sent as null (that level switched off). */
export function requestOf(v: SettingsFormValues): NotificationValues {
  const level = (t: string | undefined) => (t === undefined || t.trim() === '' ? null : t.trim());
  return {
    warn_value: level(v.warn_value),
    warn_unit: unit(v.warn_unit),
    caution_value: level(v.caution_value),
    caution_unit: unit(v.caution_unit),
    notify: v.notify === true,
  };
}
