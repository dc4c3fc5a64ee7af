/**
 * Water-level judgement (spec 001 "Notification settings", §3 sensor status, §9 hourly judgement).
 * warn_* is the warning level (status '1'), caution_* the danger level (status '2'); unit '0'
 * means 以上 (level >= value), '1' 以下 (level <= value). Danger wins over warning.
 */
export interface WaterThresholds {
  warnValue: number | null;
  warnUnit: '0' | '1';
  cautionValue: number | null;
  cautionUnit: '0' | '1';
}

export type LevelState = '0' | '1' | '2';
export type SensorStatusCode = LevelState | '9';

export const UNIT_LABELS: Record<'0' | '1', string> = { '0': '以上', '1': '以下' };

function crosses(level: number, value: number | null, unit: '0' | '1'): boolean {
  if (value === null) return false;
  return unit === '0' ? level >= value : level <= value;
}

/** '2' danger, '1' warning, '0' normal. */
export function levelState(level: number, t: WaterThresholds): LevelState {
  if (crosses(level, t.cautionValue, t.cautionUnit)) return '2';
  if (crosses(level, t.warnValue, t.warnUnit)) return '1';
  return '0';
}

/** The map status: '9' until the sensor has sent a reading, else its level state. */
export function sensorStatus(latestLevel: number | null, t: WaterThresholds): SensorStatusCode {
  return latestLevel === null ? '9' : levelState(latestLevel, t);
}

/** A sensor that sent nothing for this long is reported (dead battery, lost signal). */
export const SILENT_AFTER_MS = 3 * 3600_000;
/** Battery % at or below which a low-battery alert is made. */
export const LOW_BATTERY_PERCENT = 20;

export function isSilent(lastMeasuredAt: Date | null, now: Date): boolean {
  return lastMeasuredAt !== null && now.getTime() - lastMeasuredAt.getTime() >= SILENT_AFTER_MS;
}

export function isLowBattery(battery: number | null): boolean {
  return battery !== null && battery <= LOW_BATTERY_PERCENT;
}

/** What the hourly judgement remembers per sensor, so that a state alerts once, not every hour. */
export interface JudgedState {
  level: LevelState;
  silent: boolean;
  lowBattery: boolean;
}

export type AlertKind = 'warning' | 'danger' | 'silent' | 'battery';

export interface SensorSnapshot {
  level: number | null;
  battery: number | null;
  measuredAt: Date | null;
}

/**
 * One judgement of a sensor: the new remembered state and the alerts to make. A level alert is
 * made when the state changes into warning or danger (danger to warning is a new crossing too;
 * back to normal resets). Silence and low battery alert once until they clear.
 */
export function judgeSensor(
  prev: JudgedState,
  now: SensorSnapshot & { now: Date },
  t: WaterThresholds,
): { next: JudgedState; alerts: AlertKind[] } {
  const alerts: AlertKind[] = [];
  const silent = isSilent(now.measuredAt, now.now);
  // A silent sensor's old level is not judged again: its state stays what it was.
  const level: LevelState = now.level === null || silent ? prev.level : levelState(now.level, t);
  if (level !== prev.level && level !== '0') alerts.push(level === '2' ? 'danger' : 'warning');
  if (silent && !prev.silent) alerts.push('silent');
  const lowBattery = isLowBattery(now.battery);
  if (lowBattery && !prev.lowBattery) alerts.push('battery');
  return { next: { level, silent, lowBattery }, alerts };
}

export const INITIAL_JUDGED_STATE: JudgedState = { level: '0', silent: false, lowBattery: false };

function sensorLabel(productId: string, name: string): string {
  return name ? `${productId}（${name}）` : productId;
}

function cm(value: number): string {
  return `${Number(value.toFixed(1))}cm`;
}

/** The Japanese alert message: names the sensor, the level and the threshold. */
export function alertMessage(
  kind: AlertKind,
  sensor: { productId: string; name: string; level: number | null; battery: number | null },
  t: WaterThresholds,
): string {
  const who = sensorLabel(sensor.productId, sensor.name);
  switch (kind) {
    case 'danger':
      return `${who}の水位が${cm(sensor.level ?? 0)}になり、危険水位（${cm(t.cautionValue ?? 0)}${UNIT_LABELS[t.cautionUnit]}）に達しました。`;
    case 'warning':
      return `${who}の水位が${cm(sensor.level ?? 0)}になり、警告水位（${cm(t.warnValue ?? 0)}${UNIT_LABELS[t.warnUnit]}）に達しました。`;
    case 'silent':
      return `${who}から3時間以上データが届いていません。電池切れや電波状況を確認してください。`;
    case 'battery':
      return `${who}の電池残量が少なくなっています（${sensor.battery ?? 0}%）。`;
  }
}
