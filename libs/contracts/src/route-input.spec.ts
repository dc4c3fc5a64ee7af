import { globalRegistry, z, type ZodType } from 'zod';
import { HTTP_ROUTES, type HttpRoute } from './http-routes';
import { TIME_KIND_META, type TimeKind } from './dates';
import {
  INT4_MAX, INT4_MIN, TEXT_KIND_META, checkInputText, hasForbiddenCharacter, parseRouteInput, ruledString, safeString,
} from './zod-rules';

/**
 * The route-table walk: every string and integer that any route's body or
 * query schema accepts is sent with a value PostgreSQL cannot take (NUL, lone surrogates, control
 * characters, integers past int4) and must be refused with a Japanese message at that field,
 * exactly as the gateway reads input (`parseRouteInput`). The routes come from HTTP_ROUTES, so a
 * route added later is walked without touching this file.
 */

type Path = (string | number)[];
interface Leaf {
  path: Path;
  kind: 'string' | 'int';
  /** 'single-line' strings must also refuse a newline and a tab */
  textKind?: string;
  /** path of the nearest enclosing union: its issue may stand for the leaf's */
  unionPath?: Path;
  /** a date or instant field built by libs/contracts dates.ts */
  timeKind?: TimeKind;
}

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: unknown, key: string): string | undefined =>
  (globalRegistry.get(schema as ZodType) as Record<string, unknown> | undefined)?.[key] as string | undefined;
const metaKind = (schema: unknown) => metaOf(schema, TEXT_KIND_META);

interface Inherited {
  textKind?: string;
  timeKind?: TimeKind;
}

/** Every string and integer leaf a schema accepts, with the JSON path that reaches it. */
function leavesOf(schema: unknown, path: Path = [], inherited: Inherited = {}, unionPath?: Path, depth = 0): Leaf[] {
  if (depth > 20) return [];
  const def = defOf(schema);
  const textKind = metaKind(schema) ?? inherited.textKind;
  const timeKind = (metaOf(schema, TIME_KIND_META) as TimeKind | undefined) ?? inherited.timeKind;
  const next = (inner: unknown, p: Path = path, u = unionPath) => leavesOf(inner, p, { textKind, timeKind }, u, depth + 1);
  switch (def.type) {
    case 'string':
      return [{ path, kind: 'string', textKind, unionPath, timeKind }];
    case 'date':
      // z.date() / z.coerce.date() read text with Date, which rolls 2026-02-30 over: the name
      // probe of the date walk must see such a field.
      return [{ path, kind: 'string', textKind, unionPath, timeKind }];
    case 'number': {
      const checks = (def.checks as { _zod: { def: { format?: string } } }[] | undefined) ?? [];
      const isInt = checks.some((c) => ['safeint', 'int32', 'uint32'].includes(c._zod.def.format ?? ''));
      return isInt ? [{ path, kind: 'int', unionPath }] : [];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) => next(inner, [...path, key]));
    case 'array':
      return next(def.element, [...path, 0]);
    case 'record':
      return next(def.valueType, [...path, 'key']);
    case 'tuple':
      return (def.items as unknown[]).flatMap((inner, i) => next(inner, [...path, i]));
    case 'union':
      return (def.options as unknown[]).flatMap((inner) => next(inner, path, unionPath ?? path));
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    case 'pipe':
      return [...next(def.in), ...next(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'lazy':
      return next((def.getter as () => unknown)());
    default:
      return [];
  }
}

/** { a: [ { b: value } ] } for the path ['a', 0, 'b']. */
function inputAt(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [inputAt(rest, value)] : { [head]: inputAt(rest, value) };
}

const same = (a: Path, b: Path) => a.length === b.length && a.every((p, i) => String(p) === String(b[i]));

/**
 * Whether the gateway's reading of the input refuses the value at the leaf. The rest of the
 * request is absent, so other fields may fail too: the schema's issues are searched for the
 * leaf's path, and a value the schema lets through must be caught by the character floor that
 * parseRouteInput runs over everything it forwards.
 */
function refusedAt(schema: ZodType, leaf: Leaf, value: unknown): { ok: boolean; message?: string } {
  const input = inputAt(leaf.path, value);
  const atLeaf = (p: Path) => same(p, leaf.path) || (leaf.unionPath !== undefined && same(p, leaf.unionPath));
  const result = parseRouteInput(schema, input);
  if (result.success) return { ok: false };
  if (atLeaf(result.path)) return { ok: true, message: result.message };
  const all = schema.safeParse(input);
  const issue = all.success ? undefined : all.error.issues.find((i) => atLeaf(i.path as Path));
  if (issue) return { ok: true, message: issue.message };
  const floor = typeof value === 'string' ? checkInputText(input) : null;
  return floor && atLeaf(floor.path) ? { ok: true, message: floor.message } : { ok: false };
}

const BAD_TEXT: Record<string, string> = {
  NUL: 'ab\u0000c',
  'lone high surrogate': 'ab\uD83Dc',
  'lone low surrogate': 'ab\uDE00c',
  'a lone surrogate at the end': 'ab\uD83D',
  'escape (U+001B)': 'ab\u001Bc',
  'DEL (U+007F)': 'ab\u007Fc',
  'C1 control (U+0085)': 'ab\u0085c',
  'bare CR': 'ab\rc',
};
const SINGLE_LINE_ONLY: Record<string, string> = { newline: 'ab\nc', tab: 'ab\tc' };

interface Part {
  route: HttpRoute;
  where: 'body' | 'query';
  schema: ZodType;
}
const parts: Part[] = HTTP_ROUTES.flatMap((route) => [
  ...(route.body ? [{ route, where: 'body' as const, schema: route.body }] : []),
  ...(route.query ? [{ route, where: 'query' as const, schema: route.query }] : []),
]);
const name = (p: Part) => `${p.route.method} ${p.route.path} ${p.where}`;
const leafName = (leaf: Leaf) => leaf.path.join('.') || '(root)';
const allLeaves = parts.flatMap((p) => leavesOf(p.schema).map((l) => `${name(p)} ${leafName(l)}:${l.kind}`));

const BAD_INTEGERS: [string, number][] = [['2^31', INT4_MAX + 1], ['-2^31 - 1', INT4_MIN - 1], ['2^53', 2 ** 53]];

/** Every bad value at every leaf of one route part; the answer lists what got through. */
function accepted(part: Part): string[] {
  const through: string[] = [];
  for (const leaf of leavesOf(part.schema)) {
    const tries: [string, unknown][] =
      leaf.kind === 'int'
        // Query strings carry text; bodies carry JSON numbers.
        ? BAD_INTEGERS.map(([what, n]) => [what, part.where === 'query' ? String(n) : n])
        : Object.entries({ ...BAD_TEXT, ...(leaf.textKind === 'single-line' ? SINGLE_LINE_ONLY : {}) });
    for (const [what, bad] of tries) {
      const outcome = refusedAt(part.schema, leaf, bad);
      if (!outcome.ok) through.push(`${leafName(leaf)} took ${what}`);
      else if (!/[^\x00-\x7F]/.test(outcome.message ?? '')) through.push(`${leafName(leaf)} refused ${what} without a Japanese message`);
    }
  }
  return through;
}

describe('the route-table walk (every route of HTTP_ROUTES)', () => {
  it('finds the routes and fields it walks', () => {
    expect(parts.length).toBeGreaterThan(40);
    expect(allLeaves.length).toBeGreaterThan(60);
    expect(allLeaves).toEqual(expect.arrayContaining([
      'PUT /inasaku/paddy-fields body remarks:string', 'POST /inasaku/brands body brand_name:string',
      'GET /inasaku/search-work-histories query q:string', 'POST /inasaku/brands/order body brands.0.new_sort_key:int',
      'POST /inasaku/seasons/order body seasons.0.sort_key:int', 'POST /inasaku/items/order body items.0.new_sort_key:int',
    ]));
  });

  it.each(parts.map((p) => [name(p), p] as const))(
    '%s refuses NUL, lone surrogates, control characters (and newline, tab in single-line text) and integers past int4',
    (_n, part) => {
      expect(accepted(part)).toEqual([]);
    },
  );
});

/**
 * Dates and instants: every date or instant field of every route is sent each
 * value below and must refuse it with a Japanese message at that field, and take a real one.
 * A date field takes only 'YYYY-MM-DD', so the time and offset values reach it as text it must
 * refuse too.
 */
const BAD_TIMES: Record<string, string> = {
  'an impossible date (2026-02-30)': '2026-02-30T09:00:00+09:00',
  'T24:00:00': '2026-07-01T24:00:00+09:00',
  'year 0000': '0000-07-01T09:00:00+09:00',
  'year 1899': '1899-07-01T09:00:00+09:00',
  'year 9999': '9999-07-01T09:00:00+09:00',
  'offset +99:99': '2026-07-01T09:00:00+99:99',
  'minute 60': '2026-07-01T09:60:00+09:00',
};
const BAD_DATES: Record<string, string> = {
  ...BAD_TIMES,
  'an impossible date (2026-02-30) as a date': '2026-02-30',
  'year 0000 as a date': '0000-07-01',
  'year 1899 as a date': '1899-07-01',
  'year 9999 as a date': '9999-07-01',
};
const BAD_CLOCKS: Record<string, string> = {
  ...BAD_TIMES,
  '24:00 as a time of day': '24:00',
  'minute 60': '12:60',
  'one-digit hour': '5:30',
  'seconds': '05:30:00',
};
const GOOD_TIME: Record<TimeKind, string> = { 'calendar-date': '2026-07-01', instant: '2026-07-01T09:00:00+09:00', clock: '05:30' };

/**
 * A string field whose name says it holds a date or a time. Such a field must be a field of
 * dates.ts, so that a route added later with a date cannot skip the rule.
 */
const DATE_LIKE_NAME = /date|time|_at$|^start|_start|^from_|_from$|^to_|_to$|^(since|until|day)$/i;
const keyOf = (leaf: Leaf) => [...leaf.path].reverse().find((p): p is string => typeof p === 'string') ?? '';

/** An integer field that holds a calendar year takes only the farm years too. */
const BAD_YEARS: [string, number][] = [['year 0', 0], ['year 1899', 1899], ['year 9999', 9999]];

/** Bad and good times at every time field of one route part; the answer lists what went wrong. */
function timeMistakes(part: Part): string[] {
  const wrong: string[] = [];
  for (const leaf of leavesOf(part.schema).filter((l) => l.kind === 'int' && /^year$/i.test(keyOf(l)))) {
    for (const [what, year] of BAD_YEARS) {
      const outcome = refusedAt(part.schema, leaf, part.where === 'query' ? String(year) : year);
      if (!outcome.ok) wrong.push(`${leafName(leaf)} took ${what}`);
      else if (!/[^\x00-\x7F]/.test(outcome.message ?? '')) wrong.push(`${leafName(leaf)} refused ${what} without a Japanese message`);
    }
  }
  for (const leaf of leavesOf(part.schema).filter((l) => l.kind === 'string')) {
    if (!leaf.timeKind) {
      if (DATE_LIKE_NAME.test(keyOf(leaf))) wrong.push(`${leafName(leaf)} looks like a date or time but is not a dates.ts field`);
      continue;
    }
    for (const [what, bad] of Object.entries({ 'calendar-date': BAD_DATES, instant: BAD_TIMES, clock: BAD_CLOCKS }[leaf.timeKind])) {
      const outcome = refusedAt(part.schema, leaf, bad);
      if (!outcome.ok) wrong.push(`${leafName(leaf)} took ${what}`);
      else if (!/[^\x00-\x7F]/.test(outcome.message ?? '')) wrong.push(`${leafName(leaf)} refused ${what} without a Japanese message`);
    }
    if (refusedAt(part.schema, leaf, GOOD_TIME[leaf.timeKind]).ok) wrong.push(`${leafName(leaf)} refused ${GOOD_TIME[leaf.timeKind]}`);
  }
  return wrong;
}
const timeLeaves = parts.flatMap((p) => leavesOf(p.schema).filter((l) => l.timeKind).map((l) => `${name(p)} ${leafName(l)}:${l.timeKind}`));

describe('the route-table walk of dates and instants (every route of HTTP_ROUTES)', () => {
  it('finds the date and instant fields it walks', () => {
    expect(timeLeaves).toEqual(expect.arrayContaining([
      'POST /inasaku/watergates/supply body water_gate_time:instant',
      'POST /inasaku/weather-settings body datetime:calendar-date',
      'GET /api/location query location_time_from:instant',
    ]));
    const yearLeaves = parts.flatMap((p) => leavesOf(p.schema).filter((l) => l.kind === 'int' && keyOf(l) === 'year').map(() => name(p)));
    expect(yearLeaves).toEqual(expect.arrayContaining(['GET /api/sensor/sensor-data-histories query']));
  });

  it.each(parts.map((p) => [name(p), p] as const))(
    '%s refuses impossible dates, 24:00, years 0000/1899/9999 and offset +99:99 at every date field, and takes a real one',
    (_n, part) => {
      expect(timeMistakes(part)).toEqual([]);
    },
  );

  it('the name probe catches a date field added without the shared rule', () => {
    const route = { method: 'POST', path: '/example', subject: 'x', auth: 'session' } as unknown as HttpRoute;
    const sloppy: Part = { route, where: 'body', schema: z.object({ harvest_date: z.string(), done_at: z.string().optional() }) };
    expect(timeMistakes(sloppy)).toEqual([
      'harvest_date looks like a date or time but is not a dates.ts field',
      'done_at looks like a date or time but is not a dates.ts field',
    ]);
  });
});

describe('the character rule', () => {
  it('keeps ordinary Japanese text, emoji (surrogate pairs), tab and newline in multi-line text', () => {
    expect(hasForbiddenCharacter('田んぼ🌾　A-1', 'single-line')).toBe(false);
    expect(hasForbiddenCharacter('一行目\n\t二行目\r\n三行目', 'multiline')).toBe(false);
    expect(hasForbiddenCharacter('一行目\n二行目', 'single-line')).toBe(true);
    expect(hasForbiddenCharacter('a\u0000', 'multiline')).toBe(true);
  });

  it('names the field in its message, from the rules or the given label', () => {
    const rule = (v: string) => `${v}は必須項目です。`;
    const named = ruledString([(v) => (v === '' ? rule('品種名') : null)]);
    expect(named.safeParse('a\u0000').error?.issues[0].message).toBe('品種名に使用できない文字（制御文字など）が含まれています。');
    const labelled = ruledString([], { multiline: true, label: '備考' });
    expect(labelled.safeParse('一行目\n二行目').success).toBe(true);
    expect(labelled.safeParse('a\u0000').error?.issues[0].message).toBe('備考に使用できない文字（制御文字など）が含まれています。');
    expect(safeString('年度ID').safeParse('a\uD800').error?.issues[0].message).toBe('年度IDに使用できない文字（制御文字など）が含まれています。');
  });

  it('checks every string of an input, object keys and nested lists included, and names the field', () => {
    expect(checkInputText({ remarks: 'ok\n', list: [{ remarks: 'x\u0000' }] })).toEqual({
      path: ['list', 0, 'remarks'], message: '備考に使用できない文字（制御文字など）が含まれています。',
    });
    expect(checkInputText({ details: { 'bad\u0000key': 'x' } })?.path).toEqual(['details', 'bad\u0000key']);
    expect(checkInputText({ a: 1, b: ['ok', { c: null }] })).toBeNull();
  });
});
