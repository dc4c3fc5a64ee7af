import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { OutboxMail } from '@inasaku/contracts';

/** Mails the local outbox mailer wrote (one JSON file per mail), oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
    .sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

export function mailsTo(dir: string, to: string): OutboxMail[] {
  return readOutbox(dir).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

export function latestMailTo(dir: string, to: string): OutboxMail | undefined {
  return mailsTo(dir, to).at(-1);
}

/** The 6-digit code of a verification or reset mail. */
export function extractCode(mail: Pick<OutboxMail, 'text'> | undefined): string {
  const match = mail?.text.match(/検証コード[:：]\s*(\d{6})/);
  if (!match) throw new Error('no verification code in the mail');
  return match[1];
}

export function latestCodeFor(dir: string, to: string): string {
  return extractCode(latestMailTo(dir, to));
}

export function clearOutbox(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
