import { IMAGE_LIMITS, imageContentType, imageStorageKey, normalizeImageExtension } from './extension';

describe('normalizeImageExtension', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.jpe', 'a.jif', 'a.jfif', 'a.jfi', 'A.JPG', 'photo.JPEG', 'x.y.JfIf', '稲.jpg'])(
    '%s -> .jpg',
    (name) => expect(normalizeImageExtension(name)).toBe('.jpg'),
  );
  it.each(['a.png', 'A.PNG', 'archive.tar.png'])('%s -> .png', (name) => expect(normalizeImageExtension(name)).toBe('.png'));
  it.each(['a.gif', 'a.webp', 'a.heic', 'a.png.exe', 'jpg', 'a.', '', 'a.jpgx'])('%s -> null', (name) =>
    expect(normalizeImageExtension(name)).toBeNull(),
  );
});

describe('imageContentType', () => {
  it('maps normalised extensions', () => {
    expect(imageContentType('.jpg')).toBe('image/jpeg');
    expect(imageContentType('.png')).toBe('image/png');
    expect(imageContentType('.gif')).toBeNull();
  });
});

describe('imageStorageKey', () => {
  it('builds work image keys', () => {
    expect(imageStorageKey({ managementId: 'm1', timestamp: 1700000000000, index: 0, extension: '.jpg' })).toBe(
      'm1/image/1700000000000/0.jpg',
    );
  });
  it('builds notice image keys', () => {
    expect(imageStorageKey({ managementId: 'm1', timestamp: '20240101', index: 2, extension: '.png', notice: true })).toBe(
      'm1/image/20240101-info/2.png',
    );
  });
  it('limits images to 1 MB and 1024 px', () => {
    expect(IMAGE_LIMITS).toEqual({ maxBytes: 1048576, maxEdgePx: 1024 });
  });
});
