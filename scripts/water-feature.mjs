// Operator switch for an account's water feature (水管理) and admin flag (spec 000 §4.1).
//   npm run water-feature -- <user e-mail> on|off [--admin on|off]
// The account is the one of the user with that e-mail. The water menu and widgets follow at the
// next page load (GET /inasaku/accounts); the water service sees it within 3 s (off: 30 s); an admin flag
// reaches the session at the next token refresh or sign-in.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { connect, JSONCodec } = require('nats');

const args = process.argv.slice(2);
const email = args[0];
const water = args[1];
const adminAt = args.indexOf('--admin');
const admin = adminAt >= 0 ? args[adminAt + 1] : undefined;
const onOff = (v) => (v === 'on' ? true : v === 'off' ? false : undefined);
if (!email || !['on', 'off', 'keep'].includes(water ?? '') || (admin !== undefined && onOff(admin) === undefined)) {
  console.error('usage: npm run water-feature -- <e-mail> on|off|keep [--admin on|off]');
  process.exit(2);
}
const codec = JSONCodec();
const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
const context = { accountId: null, userId: null, managementId: null, isRootUser: false, admin: true, planType: null, pastYear: false, requestId: randomUUID() };
const payload = { email, ...(water !== 'keep' ? { water_management: onOff(water) } : {}), ...(admin !== undefined ? { admin: onOff(admin) } : {}) };
const subject = 'account.accounts.set-features';
try {
  const reply = codec.decode((await nc.request(subject, codec.encode({ pattern: subject, data: { context, payload }, id: randomUUID() }), { timeout: 5000 })).data);
  if (reply.err) throw new Error(reply.err.message ?? JSON.stringify(reply.err));
  const r = reply.response;
  console.log(`account ${r.account_id}: water feature ${r.water_management ? 'on' : 'off'}, admin ${r.admin ? 'on' : 'off'}`);
} catch (e) {
  console.error(`failed: ${e.message} (is the account service running? npm start)`);
  process.exitCode = 1;
} finally {
  await nc.drain();
}
