import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import * as contracts from './index';

// Plain CommonJS shared with the regeneration script (libs/contracts/schema-snapshot/update.mjs).
const compat = require('../schema-snapshot/compat.js');

const contractsRoot = path.resolve(__dirname, '..');
const snapshot = JSON.parse(fs.readFileSync(compat.SNAPSHOT_FILE, 'utf8'));

interface Snapshot {
  version: number;
  requests: Record<string, unknown>;
  responses: Record<string, unknown>;
}
const current: Snapshot = compat.build(contracts, z, ts, contractsRoot, snapshot.version);

describe('contracts stay compatible with the previous version (schema-snapshot/contracts.json)', () => {
  it('no change breaks a gateway, service or remote built against the snapshot', () => {
    const { breaking } = compat.diff(snapshot, current) as { breaking: string[] };
    if (breaking.length) {
      throw new Error(
        `${breaking.length} breaking contract change(s) against contract version ${snapshot.version}:\n  ${breaking.join('\n  ')}\n\n${compat.HOW_TO_UPDATE}`,
      );
    }
  });

  it('no request schema refuses unknown fields: an older or newer sender is still understood', () => {
    const strict = Object.entries(current.requests)
      .filter(([, schema]) => JSON.stringify(schema).includes('"additionalProperties":false'))
      .map(([name]) => name);
    expect(strict).toEqual([]);
  });

  it('a request with a field this version does not know is accepted, the field dropped', () => {
    const parsed = contracts.createBrandSchema.parse({ brand_name: 'コシヒカリ', added_by_a_newer_remote: 1 });
    expect(parsed).toEqual({ brand_name: 'コシヒカリ' });
    const routed = contracts.parseRouteInput(contracts.signInSchema, { email: 'a@example.com', password: 'Passw0rd!', device: 'x' });
    expect(routed).toMatchObject({ success: true, data: { email: 'a@example.com', password: 'Passw0rd!' } });
    expect(routed.success && routed.data).not.toHaveProperty('device');
  });
});

describe('the compatibility rules', () => {
  const req = (schema: z.ZodType) => ({ version: 1, requests: { s: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, responses: {} });
  const breaks = (before: z.ZodType, after: z.ZodType): string[] => compat.diff(req(before), req(after)).breaking;

  it('a removed or renamed request field breaks', () => {
    expect(breaks(z.object({ a: z.string(), b: z.string() }), z.object({ a: z.string(), c: z.string().optional() }))).toEqual([
      'request s.b: field removed or renamed',
    ]);
  });

  it('a new required request field breaks; a new optional one does not', () => {
    expect(breaks(z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string() }))).toEqual(['request s.b: new required field']);
    expect(breaks(z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string().optional() }))).toEqual([]);
    expect(breaks(z.object({ a: z.string().optional() }), z.object({ a: z.string() }))).toEqual(['request s.a: new required field']);
  });

  it('a narrowed type breaks; a widened one does not', () => {
    expect(breaks(z.object({ a: z.union([z.string(), z.number()]) }), z.object({ a: z.string() }))).toEqual(['request s.a: no longer accepts number']);
    expect(breaks(z.object({ a: z.number() }), z.object({ a: z.number().int() }))).toEqual(['request s.a: number narrowed to integer']);
    expect(breaks(z.object({ a: z.enum(['x', 'y']) }), z.object({ a: z.enum(['x']) }))).toEqual(['request s.a: no longer accepts "y"']);
    expect(breaks(z.object({ a: z.string().max(20) }), z.object({ a: z.string().max(10) }))).toEqual(['request s.a: maxLength 20 → 10']);
    expect(breaks(z.object({ a: z.array(z.string()) }), z.object({ a: z.array(z.string()).max(3) }))).toEqual(['request s.a: maxItems none → 3']);
    expect(breaks(z.object({ a: z.string() }), z.object({ a: z.string().nullable() }))).toEqual([]);
    expect(breaks(z.object({ a: z.enum(['x']) }), z.object({ a: z.enum(['x', 'y']) }))).toEqual([]);
    expect(breaks(z.object({ a: z.string().max(10) }), z.object({ a: z.string().max(20) }))).toEqual([]);
  });

  it('nested fields are compared too', () => {
    expect(breaks(z.object({ list: z.array(z.object({ id: z.string(), n: z.number() })) }), z.object({ list: z.array(z.object({ id: z.string() })) }))).toEqual([
      'request s.list[].n: field removed or renamed',
    ]);
  });

  it('answers and events: a removed field, a field made optional or a changed type breaks; an added field does not', () => {
    const shape = (properties: Record<string, { type: string; optional: boolean }>) => ({ version: 1, requests: {}, responses: { T: { properties } } });
    const before = shape({ id: { type: 'string', optional: false }, n: { type: 'number', optional: false } });
    expect(compat.diff(before, shape({ id: { type: 'string', optional: false } })).breaking).toEqual(['type T.n: field removed or renamed']);
    expect(compat.diff(before, shape({ id: { type: 'string', optional: true }, n: { type: 'number', optional: false } })).breaking).toEqual([
      'type T.id: became optional',
    ]);
    expect(compat.diff(before, shape({ id: { type: 'string', optional: false }, n: { type: 'string', optional: false } })).breaking).toEqual([
      'type T.n: number → string',
    ]);
    const grown = compat.diff(before, shape({ id: { type: 'string', optional: false }, n: { type: 'number', optional: false }, m: { type: 'number', optional: true } }));
    expect(grown).toEqual({ breaking: [], added: ['type T.m'] });
  });

  it('an answer field added inside a nested object passes; one removed, made optional or retyped there breaks', () => {
    const answer = (type: string) => ({ version: 1, requests: {}, responses: { A: { properties: { rows: { type, optional: false } } } } });
    const before = answer('null | { area: null | string; name: string }[]');
    const breaks = (type: string): string[] => compat.diff(before, answer(type)).breaking;
    expect(breaks('null | { area: null | string; boundary_area_a?: null | number | undefined; name: string }[]')).toEqual([]);
    expect(breaks('{ area: null | string; name: string }[] | null')).toEqual([]);
    expect(breaks('null | { name: string }[]')).toHaveLength(1);
    expect(breaks('null | { area: null | string; name?: string | undefined }[]')).toHaveLength(1);
    expect(breaks('null | { area: null | number; name: string }[]')).toHaveLength(1);
  });

  it('a whole request schema or answer type removed breaks', () => {
    const d = compat.diff({ version: 1, requests: { s: {} }, responses: { T: { properties: {} } } }, { version: 1, requests: {}, responses: {} });
    expect(d.breaking).toEqual(['request s: schema removed or renamed', 'type T: removed or renamed']);
  });

  it('the snapshot covers the request schemas, answers and event payloads of every domain', () => {
    for (const name of ['createPaddyFieldsSchema', 'createWorkHistoriesSchema', 'signUpSchema', 'createSensorSchema', 'createWeatherSettingSchema', 'requestArchiveSchema']) {
      expect(snapshot.requests).toHaveProperty([name]);
    }
    for (const name of ['PaddyField', 'PaddyFieldDeletedEvent', 'AccountDeletedEvent', 'Brand']) expect(snapshot.responses).toHaveProperty([name]);
  });
});
