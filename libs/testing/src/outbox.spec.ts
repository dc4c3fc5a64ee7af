import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractCode, latestCodeFor, mailsTo } from './outbox';

describe('outbox reader', () => {
  it('finds the latest code sent to an address, case-insensitively', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-reader-'));
    try {
      const mail = (id: string, to: string, code: string, at: string) =>
        writeFileSync(join(dir, `${id}.json`), JSON.stringify({ id, to, subject: 's', text: `本文\n検証コード: ${code}\n`, sent_at: at }));
      mail('b', 'a@example.com', '222222', '2026-01-01T00:00:02.000Z');
      mail('a', 'a@example.com', '111111', '2026-01-01T00:00:01.000Z');
      mail('c', 'b@example.com', '333333', '2026-01-01T00:00:03.000Z');
      expect(mailsTo(dir, 'A@example.com')).toHaveLength(2);
      expect(latestCodeFor(dir, 'a@example.com')).toBe('222222');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails loudly when a mail has no code', () => {
    expect(() => extractCode({ text: 'no code here' })).toThrow('no verification code');
    expect(() => extractCode(undefined)).toThrow();
  });
});
