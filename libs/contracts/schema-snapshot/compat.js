// Contract compatibility across independent deploys (issue 15 item 4).
//
// A snapshot holds the contracts as the previous version deployed them:
// - requests: the JSON Schema (z.toJSONSchema, input side) of every zod schema libs/contracts
//   exports. A new version must accept everything the old one accepted, since an older gateway or
//   remote keeps sending it: no removed or renamed field, no narrowed type, no new required field.
// - responses and events: every exported TypeScript interface (answers, JetStream event payloads),
//   as property -> { type, optional }. Older consumers read them, so no removed field, no field
//   made optional, no changed type.
// Additions are compatible and pass. Plain CommonJS so that both the jest test and the node
// script (update.mjs) use the same rules.
'use strict';

const path = require('node:path');

const isZod = (value) => Boolean(value && typeof value === 'object' && value._zod && typeof value.safeParse === 'function');

/** Every zod schema inside `schema` (object shapes, elements, options, wrappers), itself included. */
function reachable(schema, out = new Set()) {
  if (!isZod(schema) || out.has(schema)) return out;
  out.add(schema);
  const def = schema._zod.def;
  const inner = [def.innerType, def.element, def.valueType, def.keyType, def.in, def.out, def.left, def.right];
  if (def.shape) inner.push(...Object.values(def.shape));
  if (def.options) inner.push(...def.options);
  if (def.items) inner.push(...def.items);
  for (const s of inner) reachable(s, out);
  return out;
}

/**
 * Exported schemas that describe answers only: reached from a route's `response` and from no
 * route's body or query. They are read by consumers, so they follow the answer rules (through the
 * type inferred from them), not the request rules.
 */
function responseOnlySchemaNames(contracts, z) {
  const routes = Object.values(contracts.ROUTES || {});
  const answers = new Set();
  const requests = new Set();
  for (const r of routes) {
    reachable(r.response, answers);
    reachable(r.body, requests);
    reachable(r.query, requests);
  }
  // A base that answers are built from with .extend() is no longer reached; it says so itself.
  const marked = (value) => isZod(value) && z.globalRegistry.get(value)?.contract === 'answer';
  return new Set(Object.keys(contracts).filter((name) => (answers.has(contracts[name]) || marked(contracts[name])) && !requests.has(contracts[name])));
}

/** Every exported request schema of the contracts module, as JSON Schema of what it accepts. */
function requestSchemas(contracts, z, answersOnly = responseOnlySchemaNames(contracts, z)) {
  const out = {};
  for (const name of Object.keys(contracts).sort()) {
    const value = contracts[name];
    if (!isZod(value) || answersOnly.has(name)) continue;
    out[name] = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
  }
  return out;
}

/**
 * A type printed the same whatever way it was written: interfaces and object types spelled out
 * (so an answer declared as an interface and the same answer inferred from a zod schema compare
 * equal), properties and union members in order.
 */
function canonicalType(ts, checker, type, flags, seen = [], depth = 0) {
  const print = () => checker.typeToString(type, undefined, flags);
  const again = (t) => canonicalType(ts, checker, t, flags, seen, depth + 1);
  if (depth > 12) return print();
  if (type.isUnion()) {
    const members = new Set(type.types.map(again));
    if (members.delete('false') && members.delete('true')) members.add('boolean');
    return [...members].sort().join(' | ');
  }
  if (type.isIntersection()) return [...new Set(type.types.map(again))].sort().join(' & ');
  if (!(type.flags & ts.TypeFlags.Object)) return print();
  const paren = (t) => (/[|&]/.test(t) && !/^\{.*\}$/.test(t) ? `(${t})` : t);
  if (checker.isArrayType(type)) return `${paren(again(checker.getTypeArguments(type)[0]))}[]`;
  if (checker.isTupleType(type)) return `[${checker.getTypeArguments(type).map(again).join(', ')}]`;
  const symbol = type.getSymbol();
  // Record<K, V> is declared in the lib but is a plain map: spelled out like an interface.
  const isMap = checker.getIndexInfosOfType(type).length > 0 && !checker.getPropertiesOfType(type).length;
  const fromLib = !isMap && symbol && (symbol.declarations || []).some((d) => d.getSourceFile().hasNoDefaultLib);
  // A named type of a package (a zod schema in the route table) is its name, not its insides.
  const named = symbol && !symbol.name.startsWith('__');
  const fromPackage = named && (symbol.declarations || []).some((d) => d.getSourceFile().fileName.includes('/node_modules/'));
  if (fromLib || fromPackage || seen.includes(type) || type.getCallSignatures().length) return print();
  const inner = [...seen, type];
  const parts = checker.getIndexInfosOfType(type).map(
    (info) => `[key: ${checker.typeToString(info.keyType)}]: ${canonicalType(ts, checker, info.type, flags, inner, depth + 1)}`,
  );
  const props = [...checker.getPropertiesOfType(type)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const p of props) {
    const decl = p.valueDeclaration || (p.declarations && p.declarations[0]);
    const pType = decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getTypeOfSymbol(p);
    parts.push(`${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${canonicalType(ts, checker, pType, flags, inner, depth + 1)}`);
  }
  return `{ ${parts.join('; ')} }`;
}

/**
 * Every exported interface (and object type alias not inferred from zod) of libs/contracts/src,
 * read with the TypeScript checker: property -> printed type and optionality.
 */
function responseShapes(ts, contractsRoot, answerSchemaNames = new Set()) {
  const index = path.join(contractsRoot, 'src/index.ts');
  const program = ts.createProgram([index], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    // Workspace libs are read from source: their dist/ exists only after a build, and the unit
    // suite runs before one on a clean clone (an unresolved import prints as its alias name).
    baseUrl: path.resolve(contractsRoot, '../..'),
    paths: { '@inasaku/domain': ['libs/domain/src/index.ts'] },
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(index));
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const out = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.declarations && symbol.declarations[0];
    if (!decl || !decl.getSourceFile().fileName.startsWith(path.join(contractsRoot, 'src'))) continue;
    const isInterface = ts.isInterfaceDeclaration(decl);
    // A type inferred from a request schema is covered by that schema's JSON Schema; one inferred
    // from an answer schema is an answer like an interface.
    const inferredFrom = ts.isTypeAliasDeclaration(decl) && /\bz\.(?:infer|input|output)<typeof (\w+)>/.exec(decl.type.getText());
    const isObjectAlias = ts.isTypeAliasDeclaration(decl) &&
      (inferredFrom ? answerSchemaNames.has(inferredFrom[1]) : !/\bz\.(infer|input|output)\b/.test(decl.type.getText()));
    if (!isInterface && !isObjectAlias) continue;
    if (decl.typeParameters && decl.typeParameters.length) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const props = checker.getPropertiesOfType(type);
    if (type.isUnion() && type.types.every((t) => t.isLiteral())) {
      // Code lists (error codes, subjects): members may be added, never removed.
      out[exported.name] = { members: type.types.map((t) => checker.typeToString(t, undefined, flags)).sort() };
      continue;
    }
    if (!props.length || type.isUnion()) {
      if (isObjectAlias) out[exported.name] = { type: canonicalType(ts, checker, type, flags) };
      continue;
    }
    const shape = {};
    for (const p of props) {
      shape[p.name] = {
        type: canonicalType(ts, checker, checker.getTypeOfSymbolAtLocation(p, decl), flags),
        optional: Boolean(p.flags & ts.SymbolFlags.Optional),
      };
    }
    out[exported.name] = { properties: shape };
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function build(contracts, z, ts, contractsRoot, version) {
  const answersOnly = responseOnlySchemaNames(contracts, z);
  return { version, requests: requestSchemas(contracts, z, answersOnly), responses: responseShapes(ts, contractsRoot, answersOnly) };
}

// ---- comparison -------------------------------------------------------------------------------

const asArray = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The JSON types a node admits ('integer' counts as a kind of 'number'). */
function types(node) {
  if (!node || typeof node !== 'object' || Object.keys(node).length === 0) return null; // anything
  if (node.anyOf || node.oneOf) {
    const all = new Set();
    for (const b of node.anyOf || node.oneOf) {
      const t = types(b);
      if (t === null) return null;
      t.forEach((x) => all.add(x));
    }
    return all;
  }
  if (node.const !== undefined) return new Set([node.const === null ? 'null' : typeof node.const === 'number' ? 'number' : typeof node.const]);
  if (node.enum) return new Set(node.enum.map((v) => (v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v)));
  const t = asArray(node.type);
  return t.length ? new Set(t) : null;
}

function branch(node, type) {
  if (!node) return node;
  const list = node.anyOf || node.oneOf;
  if (!list) return node;
  return list.find((b) => asArray(b.type).includes(type) || (type === 'number' && asArray(b.type).includes('integer'))) || node;
}

/** Breaking narrowings of what a request field accepts (old accepted, new may refuse). */
function compareRequest(oldNode, newNode, where, out) {
  const oldTypes = types(oldNode);
  const newTypes = types(newNode);
  if (newTypes !== null) {
    if (oldTypes === null) return out.push(`${where}: narrowed from any value to ${[...newTypes].join('|')}`);
    for (const t of oldTypes) {
      const ok = newTypes.has(t) || (t === 'integer' && newTypes.has('number'));
      if (!ok && !(t === 'number' && newTypes.has('integer'))) out.push(`${where}: no longer accepts ${t}`);
    }
    if (oldTypes.has('number') && !newTypes.has('number') && newTypes.has('integer')) out.push(`${where}: number narrowed to integer`);
  }
  const oldValues = collectValues(oldNode);
  const newValues = collectValues(newNode);
  if (newValues && (!oldValues || oldValues.some((v) => !newValues.some((n) => JSON.stringify(n) === JSON.stringify(v))))) {
    const lost = oldValues ? oldValues.filter((v) => !newValues.some((n) => JSON.stringify(n) === JSON.stringify(v))) : ['any value'];
    out.push(`${where}: no longer accepts ${lost.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  for (const t of ['string', 'number', 'integer', 'array', 'object']) {
    if (oldTypes && !oldTypes.has(t)) continue;
    const o = branch(oldNode, t) || {};
    const n = branch(newNode, t) || {};
    limits(o, n, where, out);
    if (t === 'object') compareObject(o, n, where, out);
    if (t === 'array' && o.items && n.items && !Array.isArray(o.items)) compareRequest(o.items, n.items, `${where}[]`, out);
  }
}

function collectValues(node) {
  if (!node) return null;
  if (node.const !== undefined) return [node.const];
  if (node.enum) return node.enum;
  const list = node.anyOf || node.oneOf;
  if (list) {
    const values = [];
    for (const b of list) {
      if (b.const !== undefined) values.push(b.const);
      else if (b.enum) values.push(...b.enum);
      else if (asArray(b.type).includes('null') && asArray(b.type).length === 1) values.push(null);
      else return null;
    }
    return values;
  }
  return null;
}

function limits(o, n, where, out) {
  const tighter = [
    ['maxLength', (a, b) => b < a], ['minLength', (a, b) => b > a], ['maximum', (a, b) => b < a], ['minimum', (a, b) => b > a],
    ['exclusiveMaximum', (a, b) => b < a], ['exclusiveMinimum', (a, b) => b > a], ['maxItems', (a, b) => b < a], ['minItems', (a, b) => b > a],
  ];
  // z.number().int() states the safe-integer range: no bound in practice.
  const bound = (v) => (v === undefined || Math.abs(v) === Number.MAX_SAFE_INTEGER ? undefined : v);
  o = { ...o, minimum: bound(o.minimum), maximum: bound(o.maximum) };
  n = { ...n, minimum: bound(n.minimum), maximum: bound(n.maximum) };
  for (const [key, worse] of tighter) {
    if (n[key] === undefined) continue;
    if (o[key] === undefined || worse(o[key], n[key])) out.push(`${where}: ${key} ${o[key] ?? 'none'} → ${n[key]}`);
  }
  if (n.pattern !== undefined && n.pattern !== o.pattern) out.push(`${where}: pattern ${o.pattern === undefined ? 'added' : 'changed'} (${n.pattern})`);
  if (n.format !== undefined && n.format !== o.format) out.push(`${where}: format ${o.format === undefined ? 'added' : 'changed'} (${n.format})`);
}

function compareObject(o, n, where, out) {
  const oldProps = o.properties || {};
  const newProps = n.properties || {};
  const oldRequired = new Set(o.required || []);
  for (const key of Object.keys(oldProps)) {
    if (!(key in newProps)) {
      out.push(`${where}.${key}: field removed or renamed`);
      continue;
    }
    compareRequest(oldProps[key], newProps[key], `${where}.${key}`, out);
  }
  for (const key of n.required || []) {
    if (!oldRequired.has(key)) out.push(`${where}.${key}: new required field`);
  }
  if (o.additionalProperties && typeof o.additionalProperties === 'object' && n.additionalProperties && typeof n.additionalProperties === 'object') {
    compareRequest(o.additionalProperties, n.additionalProperties, `${where}{}`, out);
  }
}

/** Splits at `sep` where no bracket, brace, parenthesis or quote is open. */
function splitTop(text, sep) {
  const out = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((t) => t.trim());
}

/** A printed answer type (canonicalType) as a tree: union, array, object or an atom. */
function parseType(text) {
  const t = text.trim();
  const members = splitTop(t, ' | ');
  if (members.length > 1) return { union: members.map(parseType) };
  if (t.endsWith('[]')) return { array: parseType(t.slice(0, -2)) };
  if (t.startsWith('(') && t.endsWith(')') && splitTop(t.slice(1, -1), ' | ').length > 0) return parseType(t.slice(1, -1));
  if (t.startsWith('{') && t.endsWith('}')) {
    const fields = {};
    for (const part of splitTop(t.slice(1, -1).trim(), '; ').filter(Boolean)) {
      const [key, ...rest] = splitTop(part, ': ');
      fields[key.replace(/\?$/, '')] = { optional: key.endsWith('?'), type: parseType(rest.join(': ')) };
    }
    return { fields };
  }
  return { atom: t };
}

/**
 * Whether an answer printed `after` still gives an older reader of `before` what it reads: every
 * field it knew, as required as before and of a compatible type; fields added are fine.
 */
function answerCompatible(before, after) {
  const a = typeof before === 'string' ? parseType(before) : before;
  const b = typeof after === 'string' ? parseType(after) : after;
  if (a.atom !== undefined || b.atom !== undefined) return a.atom === b.atom;
  if (a.array || b.array) return Boolean(a.array && b.array && answerCompatible(a.array, b.array));
  if (a.union || b.union) {
    const x = a.union || [a];
    const y = b.union || [b];
    return y.every((m) => x.some((n) => answerCompatible(n, m))) && x.every((n) => y.some((m) => answerCompatible(n, m)));
  }
  return Object.entries(a.fields).every(([key, f]) => {
    const g = b.fields[key];
    return g && (f.optional || !g.optional) && answerCompatible(f.type, g.type);
  });
}

/** { breaking: string[], added: string[] } between the snapshot and the current contracts. */
function diff(previous, current) {
  const breaking = [];
  const added = [];
  for (const [name, schema] of Object.entries(previous.requests)) {
    if (!(name in current.requests)) breaking.push(`request ${name}: schema removed or renamed`);
    else compareRequest(schema, current.requests[name], `request ${name}`, breaking);
  }
  for (const name of Object.keys(current.requests)) if (!(name in previous.requests)) added.push(`request ${name}`);
  for (const [name, shape] of Object.entries(previous.responses)) {
    const now = current.responses[name];
    if (!now) {
      breaking.push(`type ${name}: removed or renamed`);
      continue;
    }
    if (shape.members) {
      const members = now.members || [];
      for (const m of shape.members) if (!members.includes(m)) breaking.push(`type ${name}: ${m} removed`);
      for (const m of members) if (!shape.members.includes(m)) added.push(`type ${name}: ${m}`);
      continue;
    }
    if (shape.type !== undefined || now.type !== undefined) {
      const same = shape.type === now.type || (shape.type !== undefined && now.type !== undefined && answerCompatible(shape.type, now.type));
      if (!same) breaking.push(`type ${name}: ${shape.type ?? 'object'} → ${now.type ?? 'object'}`);
      continue;
    }
    for (const [prop, p] of Object.entries(shape.properties)) {
      const q = now.properties[prop];
      if (!q) breaking.push(`type ${name}.${prop}: field removed or renamed`);
      else if (!p.optional && q.optional) breaking.push(`type ${name}.${prop}: became optional`);
      else if (p.type !== q.type && !answerCompatible(p.type, q.type)) breaking.push(`type ${name}.${prop}: ${p.type} → ${q.type}`);
    }
    for (const prop of Object.keys(now.properties)) if (!(prop in shape.properties)) added.push(`type ${name}.${prop}`);
  }
  for (const name of Object.keys(current.responses)) if (!(name in previous.responses)) added.push(`type ${name}`);
  return { breaking, added };
}

const SNAPSHOT_FILE = path.join(__dirname, 'contracts.json');
const HOW_TO_UPDATE =
  'If the change is deliberate, every consumer of the old shape must be deployed with it: bump the contract version with ' +
  '`npm run contracts:snapshot -- --breaking` and commit libs/contracts/schema-snapshot/contracts.json. ' +
  'Otherwise keep the old field (optional on requests) or add a new one beside it.';

module.exports = { build, diff, requestSchemas, responseShapes, compareRequest, SNAPSHOT_FILE, HOW_TO_UPDATE };
