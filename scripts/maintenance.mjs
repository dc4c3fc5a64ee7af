// Operator switch for the maintenance notice shown on the sign-in screen.
//   npm run maintenance -- on "ただいまメンテナンス中です。"   |   npm run maintenance -- off
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { connect, JSONCodec } = require('nats');

const [mode, message] = process.argv.slice(2);
if (mode !== 'on' && mode !== 'off') {
  console.error('usage: npm run maintenance -- on "<メッセージ>" | off');
  process.exit(2);
}
const codec = JSONCodec();
const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
const context = { accountId: null, userId: null, managementId: null, isRootUser: false, admin: true, planType: null, pastYear: false, requestId: randomUUID() };
const packet = { pattern: 'account.maintenance.set', data: { context, payload: { on: mode === 'on', message: message ?? 'ただいまメンテナンス中です。しばらくお待ちください。' } }, id: randomUUID() };
try {
  const reply = codec.decode((await nc.request('account.maintenance.set', codec.encode(packet), { timeout: 5000 })).data);
  if (reply.err) throw new Error(JSON.stringify(reply.err));
  console.log(`maintenance ${mode}`);
} catch (e) {
  console.error(`failed: ${e.message} (is the account service running? npm start)`);
  process.exitCode = 1;
} finally {
  await nc.drain();
}
