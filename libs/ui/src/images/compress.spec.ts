import { IMAGE_LIMITS } from '@inasaku/domain';
import { compressImage, fitWithin, imageExtensionOf, ImageRejected, normalizedImageName, prepareImages, type ImageCodec } from './compress';

const MB = IMAGE_LIMITS.maxBytes;

/** A codec whose output size is width x height x bytesPerPixel x quality: predictable compression. */
function fakeCodec(dims: Record<string, [number, number]>, bytesPerPixel = 3) {
  const encodes: Array<{ width: number; height: number; type: string; quality: number }> = [];
  const codec: ImageCodec = {
    async decode(file) {
      const d = dims[(file as File).name];
      if (!d) throw new Error('broken image');
      return { width: d[0], height: d[1], source: null };
    },
    async encode(_img, width, height, type, quality) {
      encodes.push({ width, height, type, quality });
      return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixel * quality))], { type });
    },
  };
  return { codec, encodes };
}

const file = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

describe('image extensions (spec 000 §5)', () => {
  it.each([
    ['IMG_0001.JPG', '.jpg'], ['a.jpeg', '.jpg'], ['a.jpe', '.jpg'], ['a.jif', '.jpg'], ['a.JFIF', '.jpg'], ['a.jfi', '.jpg'],
    ['Scan.PNG', '.png'], ['a.png', '.png'],
  ])('%s -> %s', (name, ext) => expect(imageExtensionOf({ name, type: '' })).toBe(ext));

  it('refuses other types, whatever the browser says', () => {
    expect(imageExtensionOf({ name: 'a.gif', type: 'image/gif' })).toBeNull();
    expect(imageExtensionOf({ name: 'a.heic', type: 'image/jpeg' })).toBeNull();
    expect(imageExtensionOf({ name: 'a.webp', type: 'image/webp' })).toBeNull();
  });

  it('falls back to the MIME type for a name without extension', () => {
    expect(imageExtensionOf({ name: 'photo', type: 'image/jpeg' })).toBe('.jpg');
    expect(imageExtensionOf({ name: 'clip', type: 'image/png' })).toBe('.png');
    expect(imageExtensionOf({ name: 'clip', type: '' })).toBeNull();
  });

  it('renames with the normalised extension, keeping the base name', () => {
    expect(normalizedImageName('田んぼ.JPEG', '.jpg')).toBe('田んぼ.jpg');
    expect(normalizedImageName('x.y.Jfif', '.jpg')).toBe('x.y.jpg');
    expect(normalizedImageName('photo', '.png')).toBe('photo.png');
  });
});

describe('fitWithin (1024 px on the longer side)', () => {
  it('scales the longer side to 1024 and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 512, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });
});

describe('compressImage', () => {
  it('sends a file within both limits as it is, with a normalised name', async () => {
    const { codec, encodes } = fakeCodec({ 'a.JPEG': [800, 600] });
    const out = await compressImage(file('a.JPEG', 200_000), codec);
    expect(encodes).toHaveLength(0);
    expect(out.name).toBe('a.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(200_000);
  });

  it('resizes a large photo to 1024 px and keeps it under 1 MB', async () => {
    const { codec, encodes } = fakeCodec({ 'big.jpg': [4032, 3024] }, 1);
    const out = await compressImage(file('big.jpg', 5 * MB), codec);
    expect(encodes[0]).toEqual({ width: 1024, height: 768, type: 'image/jpeg', quality: 0.9 });
    expect(out.size).toBeLessThanOrEqual(MB);
    expect(out.name).toBe('big.jpg');
  });

  it('lowers the jpeg quality, then the size, until the file fits', async () => {
    const { codec, encodes } = fakeCodec({ 'dense.jpg': [1000, 1000] }, 3);
    const out = await compressImage(file('dense.jpg', 3 * MB), codec);
    expect(out.size).toBeLessThanOrEqual(MB);
    expect(encodes.map((e) => e.quality).slice(0, 5)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    expect(encodes[encodes.length - 1].width).toBeLessThan(1000);
  });

  it('keeps a png a png, shrinking it until it fits', async () => {
    const { codec, encodes } = fakeCodec({ 'map.PNG': [2048, 2048] }, 4);
    const out = await compressImage(file('map.PNG', 8 * MB, 'image/png'), codec);
    expect(out.name).toBe('map.png');
    expect(out.type).toBe('image/png');
    expect(out.size).toBeLessThanOrEqual(MB);
    expect(encodes.every((e) => e.type === 'image/png' && e.quality === 1)).toBe(true);
    expect(encodes[0]).toMatchObject({ width: 1024, height: 1024 });
  });

  it('a large-pixel but small file is still resized to 1024 px', async () => {
    const { codec, encodes } = fakeCodec({ 'wide.png': [3000, 500] }, 0.1);
    const out = await compressImage(file('wide.png', 100_000, 'image/png'), codec);
    expect(encodes[0]).toMatchObject({ width: 1024, height: 171 });
    expect(out.size).toBeLessThanOrEqual(MB);
  });

  it('rejects other formats and undecodable files', async () => {
    const { codec } = fakeCodec({ 'a.gif': [10, 10] });
    await expect(compressImage(file('a.gif', 10, 'image/gif'), codec)).rejects.toBeInstanceOf(ImageRejected);
    await expect(compressImage(file('broken.jpg', 10), codec)).rejects.toThrow('broken.jpg');
  });

  it('rejects a file that never gets under 1 MB', async () => {
    const codec: ImageCodec = {
      decode: async () => ({ width: 4000, height: 4000, source: null }),
      encode: async () => new Blob([new Uint8Array(MB + 1)]),
    };
    await expect(compressImage(file('noise.jpg', 9 * MB), codec)).rejects.toThrow('stays above 1 MB');
  });
});

describe('prepareImages (a failed compression skips that file)', () => {
  it('logs and skips the failures, keeps the others in order', async () => {
    const { codec } = fakeCodec({ 'a.jpg': [100, 100], 'c.png': [100, 100] });
    const log = jest.fn();
    const out = await prepareImages([file('a.jpg', 10), file('b.jpg', 10), file('c.png', 10, 'image/png'), file('d.gif', 10, 'image/gif')], { codec, log });
    expect(out.files.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(out.skipped).toEqual(['b.jpg', 'd.gif']);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][0]).toContain('b.jpg');
  });

  it('takes at most `room` files', async () => {
    const { codec } = fakeCodec({ 'a.jpg': [10, 10], 'b.jpg': [10, 10] });
    const out = await prepareImages([file('a.jpg', 1), file('b.jpg', 1)], { codec, room: 1, log: jest.fn() });
    expect(out.files.map((f) => f.name)).toEqual(['a.jpg']);
    expect(out.skipped).toEqual(['b.jpg']);
  });
});
