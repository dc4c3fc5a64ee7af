// `npm run outbox`: the mails the account service wrote to the local outbox (no SMTP_URL set),
// newest first, with their verification codes. `npm run outbox -- 3` shows three.
import fs from 'node:fs';
import path from 'node:path';
import { varDir } from './lib.mjs';

const dir = process.env.OUTBOX_DIR ?? varDir('outbox');
const count = Number(process.argv[2] ?? 10);
if (!fs.existsSync(dir)) {
  console.log(`no mails yet (${dir})`);
  process.exit(0);
}
const mails = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
  .sort((a, b) => String(b.sent_at).localeCompare(String(a.sent_at)))
  .slice(0, count);
for (const m of mails) {
  const code = /\b(\d{6})\b/.exec(m.text)?.[1];
  console.log(`${m.sent_at}  ${m.to}  ${m.subject}${code ? `  コード: ${code}` : ''}`);
}
if (!mails.length) console.log('no mails yet');
