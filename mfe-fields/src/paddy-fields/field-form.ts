import type { PaddyField, UpdatePaddyFieldRequest } from '@inasaku/contracts';
import { PADDY_FIELD_RULES } from '@inasaku/contracts';
import { DEFAULT_PIN_ICON, isPinIcon } from '@inasaku/domain';

/** The edit panel's form (spec 000 §2.5); every value is text, empty meaning "not set". */
export interface FieldFormValues {
  name: string;
  map_pos: string;
  area: string;
  brand_id: string | undefined;
  kousakusha: string;
  pin_type: string;
  remarks: string;
  /** the linked water sensor's product ID, '' for none (only with the water feature) */
  tag_no: string;
  /** 'YYYY-MM-DD' or '' */
  sensor_start_date: string;
}

/** Rules checked while typing: the same as the service's (position is read-only here). */
export const FIELD_FORM_RULES = {
  name: PADDY_FIELD_RULES.name,
  area: PADDY_FIELD_RULES.area,
  kousakusha: PADDY_FIELD_RULES.kousakusha,
  pin_type: PADDY_FIELD_RULES.pin_type,
  remarks: PADDY_FIELD_RULES.remarks,
  sensor_start_date: PADDY_FIELD_RULES.sensor_start_date,
};

export function formValuesOf(field: PaddyField): FieldFormValues {
  return {
    name: field.name ?? '',
    map_pos: field.map_pos,
    area: field.area ?? '',
    brand_id: field.brand_id ?? undefined,
    kousakusha: field.kousakusha ?? '',
    pin_type: isPinIcon(field.pin_type) ? field.pin_type : DEFAULT_PIN_ICON,
    remarks: field.remarks ?? '',
    tag_no: field.tag_no ?? '',
    sensor_start_date: field.sensor_start_date ?? '',
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * The PUT body: every editable key sent, '' clearing it (brand: null). The sensor link only when
 * the form shows it (`withSensor`, the water feature): otherwise a save leaves the link alone.
 */
export function updateRequestOf(
  fieldId: string, values: Partial<FieldFormValues>, withSensor = false,
): Omit<UpdatePaddyFieldRequest, 'management_id'> {
  const tagNo = text(values.tag_no).trim();
  return {
    paddy_field_id: fieldId,
    name: text(values.name),
    area: text(values.area).trim(),
    brand_id: values.brand_id ? values.brand_id : null,
    kousakusha: text(values.kousakusha),
    pin_type: text(values.pin_type) || DEFAULT_PIN_ICON,
    remarks: text(values.remarks),
    ...(withSensor ? { tag_no: tagNo, sensor_start_date: tagNo ? text(values.sensor_start_date) : '' } : {}),
  };
}


/**
 * 削除 is active only while the form holds some value (spec 000 §5). The pin icon always has
 * one, so it does not count; the position does, as the field's one registered value.
 */
export function hasAnyValue(values: Partial<FieldFormValues>): boolean {
  return (['name', 'map_pos', 'area', 'brand_id', 'kousakusha', 'remarks'] as const).some((k) => text(values[k]).trim() !== '');
}
