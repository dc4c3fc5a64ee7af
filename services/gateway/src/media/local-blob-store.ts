import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOfKey, type BlobStore, type ImageContentType, type StoredBlob } from './blob-store';

/** Images as files under one directory (the default: <repo>/var/media). */
export class LocalBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    // Belt and braces: keys are validated upstream, but never leave the root.
    if (!full.startsWith(this.root + path.sep)) throw new Error('key outside the media directory');
    return full;
  }

  async putIfAbsent(key: string, bytes: Buffer, _contentType: ImageContentType): Promise<boolean> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      // 'wx' fails when the file exists, so two uploads can never overwrite each other.
      await fs.promises.writeFile(file, bytes, { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: fs.createReadStream(file), contentType: contentTypeOfKey(key), size: stat.size };
  }

  async exists(key: string): Promise<boolean> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    return !!stat?.isFile();
  }

  async deletePrefix(prefix: string): Promise<number> {
    // Only whole folders: a prefix is always '<folder>/' (see AccountMediaSweeper).
    if (!prefix.endsWith('/')) throw new Error('a prefix must name a folder');
    const dir = this.pathOf(prefix.slice(0, -1));
    const files = await countFiles(dir);
    await fs.promises.rm(dir, { recursive: true, force: true });
    return files;
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  let n = 0;
  for (const e of entries) n += e.isDirectory() ? await countFiles(path.join(dir, e.name)) : 1;
  return n;
}
