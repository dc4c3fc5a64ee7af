import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * A service's .env.example written from its env schemas: every variable in the schema's order,
 * its doc comment (the JSDoc above it in the sources), and its default; a variable without a
 * default is left commented out. The schema is the truth, so the example cannot miss a variable.
 */
export function renderEnvExample(service: string, schemas: readonly z.ZodObject[], docs: ReadonlyMap<string, string>): string {
  const lines = [
    `# services/${service}: every variable of its env schema with its default. Leave a line empty to keep the default.`,
    '# Written by `npm run env:examples` from the schema; edit the schema and its comments, not this file.',
  ];
  for (const [name, field] of schemas.flatMap((s) => Object.entries(s.shape))) {
    lines.push('');
    const doc = docs.get(name);
    if (doc) lines.push(...doc.split('\n').map((l) => `# ${l}`.trimEnd()));
    const fallback = (field as z.ZodType).safeParse(undefined);
    const value = fallback.success ? fallback.data : undefined;
    lines.push(value === undefined ? `# ${name}=` : `${name}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return `${lines.join('\n')}\n`;
}

// The last doc comment right above `KEY:` (its text holds no other comment's start or end).
const DOC_ABOVE_KEY = /\/\*\*((?:(?!\*\/|\/\*\*)[\s\S])*)\*\/\s*\n\s*([A-Z][A-Z0-9_]*)\s*:/g;

/** Doc comments of UPPER_CASE keys in the TypeScript files under `dirs` (the env schemas and the shapes they spread). */
export function envDocs(dirs: readonly string[]): Map<string, string> {
  const docs = new Map<string, string>();
  for (const file of dirs.flatMap((d) => tsFiles(d))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(DOC_ABOVE_KEY)) {
      const text = m[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trimEnd()).filter((l, i, all) => l || (i > 0 && i < all.length - 1)).join('\n').trim();
      if (!docs.has(m[2])) docs.set(m[2], text);
    }
  }
  return docs;
}

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'migrations' ? [] : tsFiles(p);
    return e.name.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(e.name) ? [p] : [];
  });
}
