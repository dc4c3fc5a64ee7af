// The works remote's uploads (purpose 'work'), moved here with the remote's copy of this module.
import { err, mockGateway } from '../testing';
import { imagePathsOf, uploadImages } from './upload';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
const upload = (...paths: string[]) => ({ data: { list: paths.map((path) => ({ path, url: `/media/file/${path}`, content_type: 'image/jpeg', size: 3 })) } });

describe('upload through /media', () => {
  it('sends the files as multipart parts `file`, purpose work, with the year', async () => {
    const gw = mockGateway({ 'POST /media': upload('m/image/1/0.jpg', 'm/image/1/1.png') });
    const list = await uploadImages('work', 'mgmt-2026', [file('a.jpg'), file('b.png')]);
    expect(list.map((u) => u.path)).toEqual(['m/image/1/0.jpg', 'm/image/1/1.png']);
    const call = gw.callsTo('POST /media')[0];
    expect(call.query.get('purpose')).toBe('work');
    expect(call.query.get('management_id')).toBe('mgmt-2026');
    const form = call.body as FormData;
    expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(form.get('purpose')).toBe('work');
  });

  it('keeps stored keys and puts the new keys where the new pictures are shown', async () => {
    const gw = mockGateway({ 'POST /media': upload('m/image/2/0.jpg', 'm/image/2/1.jpg') });
    const paths = await imagePathsOf('work', 'mgmt-2026', [
      { file: file('x.jpg') }, { path: 'm/image/1/0.jpg' }, { file: file('y.jpg') },
    ]);
    expect(paths).toEqual(['m/image/2/0.jpg', 'm/image/1/0.jpg', 'm/image/2/1.jpg']);
    expect(gw.callsTo('POST /media')).toHaveLength(1);
  });

  it('makes no request without new pictures; a refused upload throws with its message', async () => {
    const gw = mockGateway({ 'POST /media': err(400, 'VALIDATION', '画像はPNGまたはJPEG形式のファイルを選択してください。') });
    expect(await imagePathsOf('work', null, [{ path: 'm/image/1/0.jpg' }])).toEqual(['m/image/1/0.jpg']);
    expect(gw.calls).toHaveLength(0);
    await expect(imagePathsOf('work', null, [{ file: file('x.jpg') }])).rejects.toThrow('画像はPNGまたはJPEG形式のファイルを選択してください。');
  });
});
