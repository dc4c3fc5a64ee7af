import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer, findRepoRoot } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one JSON file per mail and lists the latest first', async () => {
    const mailer = new OutboxMailer(join(dir, 'nested', 'outbox'));
    await mailer.send({ to: 'a@example.com', subject: '一通目', text: '本文1' });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'b@example.com', subject: '二通目', text: '本文2' });
    const list = await mailer.list(20);
    expect(list.map((m) => m.subject)).toEqual(['二通目', '一通目']);
    expect(list[0]).toEqual({ id: expect.any(String), to: 'b@example.com', subject: '二通目', text: '本文2', sent_at: expect.any(String) });
    expect(await mailer.list(1)).toHaveLength(1);
  });

  it('lists nothing when the directory does not exist', async () => {
    await expect(new OutboxMailer(join(dir, 'missing')).list(20)).resolves.toEqual([]);
  });
});

describe('findRepoRoot', () => {
  it('finds the nearest package.json with workspaces', () => {
    const root = mkdtempSync(join(tmpdir(), 'repo-spec-'));
    try {
      writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['services/*'] }));
      const service = join(root, 'services', 'account');
      mkdirSync(service, { recursive: true });
      writeFileSync(join(service, 'package.json'), JSON.stringify({ name: 'svc' }));
      expect(findRepoRoot(service)).toBe(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds this monorepo from the service folder', () => {
    const root = findRepoRoot(__dirname);
    expect(root).not.toBeNull();
    expect(JSON.parse(readFileSync(join(root as string, 'package.json'), 'utf8')).workspaces).toContain('services/*');
  });
});
