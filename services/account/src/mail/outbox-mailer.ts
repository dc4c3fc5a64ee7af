import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { OutboxMail } from '@inasaku/contracts';
import type { MailMessage, Mailer } from './mailer';

/** One JSON file per mail, named so that names sort by send time. */
export class OutboxMailer implements Mailer {
  constructor(readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date();
    const mail: OutboxMail = { id: randomUUID(), to: message.to, subject: message.subject, text: message.text, sent_at: sentAt.toISOString() };
    await mkdir(this.dir, { recursive: true });
    const name = `${sentAt.toISOString().replace(/[-:.]/g, '')}-${mail.id}.json`;
    // Write then rename, so a reader never sees half a file.
    const tmp = join(this.dir, `.${name}.tmp`);
    await writeFile(tmp, JSON.stringify(mail, null, 2), 'utf8');
    await rename(tmp, join(this.dir, name));
  }

  async list(limit: number): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    } catch {
      return [];
    }
    const latest = names.sort().reverse().slice(0, limit);
    const mails = await Promise.all(
      latest.map(async (n) => JSON.parse(await readFile(join(this.dir, n), 'utf8')) as OutboxMail),
    );
    return mails.sort((a, b) => b.sent_at.localeCompare(a.sent_at));
  }
}

/** The monorepo root: the nearest ancestor whose package.json declares workspaces. */
export function findRepoRoot(start: string = process.cwd()): string | null {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        // unreadable package.json: keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function defaultOutboxDir(): string {
  const root = findRepoRoot(process.cwd()) ?? findRepoRoot(__dirname) ?? process.cwd();
  return join(root, 'var', 'outbox');
}
