/** The decoding map as the form holds it (text fields; blank means the default). */
export interface DecodingValues {
  level_key?: string;
  level_unit?: 'mm' | 'cm' | 'm';
  temperature_key?: string;
  battery_key?: string;
  mount_height_cm?: number | string | null;
}

/**
 * The decoding map of a LoRaWAN sensor's registration or update (the calls themselves go through
 * useRouteMutation on the sensor registration screen). Blank keys are left out (the server's
 * defaults apply); a blank 取付高さ is no height.
 */
export function decodingBody(values: DecodingValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['level_key', 'temperature_key', 'battery_key'] as const) {
    const v = (values[key] ?? '').trim();
    if (v) out[key] = v;
  }
  if (values.level_unit) out.level_unit = values.level_unit;
  const height = values.mount_height_cm;
  out.mount_height_cm = height === undefined || height === null || String(height).trim() === '' ? null : Number(height);
  return out;
}
