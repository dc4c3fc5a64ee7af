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
    ...boundaryOf(e),
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
    // only when there is one: callers that predate boundaries see the summary they knew
    ...(e.boundaryAreaA === null || e.boundaryAreaA === undefined ? {} : { boundary_area_a: Number(e.boundaryAreaA) }),
  };
}

/** The boundary and its area; left out when the row was read without them (as before boundaries existed). */
function boundaryOf(e: PaddyFieldEntity): Pick<PaddyField, 'boundary' | 'boundary_area_a'> {
  if (e.boundary === undefined) return {};
  return {
    boundary: e.boundary ? { type: 'Polygon', coordinates: e.boundary.coordinates } : null,
    boundary_area_a: e.boundaryAreaA === null || e.boundaryAreaA === undefined ? null : Number(e.boundaryAreaA),
  };
}
