import { imageStorageKey, normalizeImageExtension } from '@inasaku/domain';
import { extensionOf, sniffImage } from './image-check';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('sniffImage', () => {
  it('knows png and jpeg by their magic bytes', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('names the stored file with the normalised extension of spec 000 §5', () => {
    expect(extensionOf(sniffImage(jpeg)!)).toBe(normalizeImageExtension('photo.JFIF'));
    expect(extensionOf(sniffImage(png)!)).toBe(normalizeImageExtension('scan.PNG'));
    expect(imageStorageKey({ managementId: 'm', timestamp: 1746835200000, index: 1, extension: extensionOf('image/jpeg') })).toBe('m/image/1746835200000/1.jpg');
    expect(imageStorageKey({ managementId: 'm', timestamp: 1, index: 0, extension: '.png', notice: true })).toBe('m/image/1-info/0.png');
  });
});
