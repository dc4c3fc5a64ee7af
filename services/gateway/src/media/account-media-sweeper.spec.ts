import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountMediaSweeper, accountMediaPrefixes } from './account-media-sweeper';
import { LocalBlobStore } from './local-blob-store';

const ACC = '0b6f6d55-6a8a-4f0e-9c43-7d2f4b8e1a11';
const MID_2025 = '5f0f6a43-2b9c-4d59-8f0e-1c2d3e4f5a6b';
const MID_2026 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const OTHER_MID = '11111111-2222-4333-8444-555555555555';
const OTHER_ACC = '66666666-7777-4888-9999-000000000000';

describe('AccountMediaSweeper', () => {
  let dir: string;
  let store: LocalBlobStore;
  const put = (key: string) => store.putIfAbsent(key, Buffer.from('x'), key.endsWith('.png') ? 'image/png' : 'image/jpeg');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    store = new LocalBlobStore(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes every image of every year and every export of the deleted account, and nothing else', async () => {
    await put(`${MID_2025}/image/1700000000000/0.png`);
    await put(`${MID_2026}/image/1800000000000/0.jpg`);
    await put(`${MID_2026}/image/1800000000001-info/1.png`);
    await put(`exports/${ACC}/job-1.xlsx`);
    await put(`${OTHER_MID}/image/1800000000000/0.png`);
    await put(`exports/${OTHER_ACC}/job-2.xlsx`);

    const files = await new AccountMediaSweeper(store).sweep({ account_id: ACC, deleted_at: new Date().toISOString(), management_ids: [MID_2025, MID_2026] });

    expect(files).toBe(4);
    expect(fs.existsSync(path.join(dir, MID_2025))).toBe(false);
    expect(fs.existsSync(path.join(dir, MID_2026))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'exports', ACC))).toBe(false);
    expect(await store.exists(`${OTHER_MID}/image/1800000000000/0.png`)).toBe(true);
    expect(await store.exists(`exports/${OTHER_ACC}/job-2.xlsx`)).toBe(true);
  });

  it('is idempotent: a redelivered event finds nothing left and fails not', async () => {
    const sweeper = new AccountMediaSweeper(store);
    const event = { account_id: ACC, deleted_at: new Date().toISOString(), management_ids: [MID_2025] };
    await put(`${MID_2025}/image/1/0.png`);
    expect(await sweeper.sweep(event)).toBe(1);
    expect(await sweeper.sweep(event)).toBe(0);
  });

  it('never turns an odd id into a path outside the account', () => {
    expect(accountMediaPrefixes({ account_id: ACC, deleted_at: '', management_ids: ['..', '', '../x', MID_2025] })).toEqual([`${MID_2025}/`, `exports/${ACC}/`]);
  });
});
