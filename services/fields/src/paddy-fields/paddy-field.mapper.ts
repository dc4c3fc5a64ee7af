import { DEFAULT_PIN_ICON, isPinIcon } from '@inasaku/domain';
import type { PaddyField, PaddyFieldSummary } from '@inasaku/contracts';
import { trimDecimal } from '../common/decimal-text';
import type { PaddyFieldEntity } from './entities/paddy-field.entity';

export function toPaddyField(e: PaddyFieldEntity): PaddyField {
  const pinType = e.pinType.trim();
  return {
    paddy_field_id: e.paddyFieldId,
    management_id: e.managementId,
    name: e.name,
    map_pos: e.mapPos,
    latitude: Number(e.latitude),
    longitude: Number(e.longitude),
    area: trimDecimal(e.area),
    brand_id: e.brandId,
    brand: e.brand?.brandName ?? null,
    kousakusha: e.kousakusha,
    pin_type: isPinIcon(pinType) ? pinType : DEFAULT_PIN_ICON,
    remarks: e.remarks,
    tag_no: e.tagNo,
    sensor_start_date: e.sensorStartDate,
    sequence: e.sequence,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

export function toSummary(e: PaddyFieldEntity): PaddyFieldSummary {
  return {
    paddy_field_id: e.paddyFieldId,
    management_id: e.managementId,
    name: e.name,
    map_pos: e.mapPos,
    area: trimDecimal(e.area),
    brand_id: e.brandId,
    brand_name: e.brand?.brandName ?? null,
  };
}
