import {
  BRAND_RULES, PADDY_FIELD_RULES, boundaryProblem, forbiddenCharacterMessage, hasForbiddenCharacter, mapPosRule, normalizeMapPos,
  type BoundaryPolygon, type PaddyFieldImportRow,
} from '@inasaku/contracts';
import { validate, type Rule } from '@inasaku/domain';
import type { ReadRow } from './transfer-row';

export const IMPORT_ROW_MESSAGES = {
  noPosition: 'ほ場の位置（ピンまたは境界）がありません。',
  sensorUnknown: (id: string) => `水位センサー「${id}」がこのアカウントに見つかりません。`,
} as const;

const TEXTS: { key: 'name' | 'area' | 'brand' | 'cultivator' | 'memo' | 'sensor'; label: string; rules: Rule[]; multiline?: boolean }[] = [
  { key: 'name', label: 'ほ場名', rules: PADDY_FIELD_RULES.name },
  { key: 'area', label: '面積', rules: PADDY_FIELD_RULES.area },
  // required is the form's; an import row without a brand simply has none
  { key: 'brand', label: '品種', rules: BRAND_RULES.brand_name.slice(1) },
  { key: 'cultivator', label: '耕作者', rules: PADDY_FIELD_RULES.kousakusha },
  { key: 'memo', label: '備考', rules: PADDY_FIELD_RULES.remarks, multiline: true },
  { key: 'sensor', label: '水位センサー', rules: PADDY_FIELD_RULES.tag_no },
];

/**
 * One read row against the form's rules (spec 000 §5) and the boundary's shape rules. Problems
 * name the column in Japanese; the row as it would be registered comes with them.
 */
export function checkRow(read: ReadRow, index: number): PaddyFieldImportRow {
  const problems = [...read.problems];
  const value = (key: (typeof TEXTS)[number]['key']) => {
    const text = read.values[key]?.trim();
    return text === undefined || text === '' ? null : text;
  };
  for (const t of TEXTS) {
    const text = value(t.key);
    if (text === null) continue;
    if (hasForbiddenCharacter(text, t.multiline ? 'multiline' : 'single-line')) problems.push(forbiddenCharacterMessage(t.label));
    else {
      const message = validate(text, t.rules);
      if (message) problems.push(`${t.label}: ${message}`);
    }
  }
  let mapPos: string | null = null;
  const pin = read.values.pin?.trim();
  if (pin && pin !== ',') {
    const message = mapPosRule(pin);
    if (message) problems.push(`位置: ${message}`);
    else mapPos = normalizeMapPos(pin);
  }
  let boundary: BoundaryPolygon | null = null;
  if (read.boundary !== undefined && read.boundary !== null) {
    const message = boundaryProblem(read.boundary);
    if (message) problems.push(message);
    else boundary = read.boundary as BoundaryPolygon;
  }
  if (!pin && read.boundary === undefined) problems.push(IMPORT_ROW_MESSAGES.noPosition);
  return {
    index, name: value('name'), area: value('area'), brand: value('brand'), new_brand: false, cultivator: value('cultivator'),
    memo: read.values.memo?.trim() ? read.values.memo : null, sensor: value('sensor'), map_pos: mapPos, boundary, boundary_area_a: null, problems,
  };
}
