import { ApiError } from '../api';
import { imagePathsOf, uploadImages } from './upload';

interface Sent {
  url: string;
  purpose: FormDataEntryValue | null;
  managementId: FormDataEntryValue | null;
  names: string[];
}

function stubMedia(answers: Array<{ status: number; body: unknown }>) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/auth/refresh') return { ok: true, status: 200, json: async () => ({}) } as Response;
    const form = init?.body as FormData;
    sent.push({
      url,
      purpose: form.get('purpose'),
      managementId: form.get('management_id'),
      names: form.getAll('file').map((f) => (f as File).name),
    });
    const a = answers.length > 1 ? answers.shift()! : answers[0];
    return { ok: a.status < 300, status: a.status, json: async () => a.body } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

const png = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });
const upload = (path: string) => ({ path, url: `/media/file/${path}`, content_type: 'image/png', size: 4 });
const M = '0b0f3f2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('uploadImages (POST /media)', () => {
  it('sends the purpose and the year with every file, and answers the keys in order', async () => {
    const keys = [`${M}/image/1-info/0.png`, `${M}/image/1-info/1.png`];
    const sent = stubMedia([{ status: 200, body: { data: { list: keys.map(upload) } } }]);
    const out = await uploadImages('notice', M, [png('a.png'), png('b.png')]);
    expect(out.map((u) => u.path)).toEqual(keys);
    expect(sent).toEqual([{ url: `/media?purpose=notice&management_id=${M}`, purpose: 'notice', managementId: M, names: ['a.png', 'b.png'] }]);
  });

  it('tries once more after a refreshed session', async () => {
    const sent = stubMedia([
      { status: 401, body: { error: { code: 'UNAUTHORIZED', message: '' } } },
      { status: 200, body: { data: { list: [upload(`${M}/image/2/0.png`)] } } },
    ]);
    await expect(uploadImages('work', M, [png('a.png')])).resolves.toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('answers the gateway refusal as an ApiError with its Japanese message', async () => {
    stubMedia([{ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: '画像はPNGまたはJPEG形式のファイルを選択してください。', field: 'file.0' } } }]);
    const error = await uploadImages('notice', M, [png('a.png')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: '画像はPNGまたはJPEG形式のファイルを選択してください。', field: 'file.0' });
  });
});

describe('imagePathsOf', () => {
  it('keeps stored keys and puts the uploaded keys of new files in their place', async () => {
    const sent = stubMedia([{ status: 200, body: { data: { list: [upload(`${M}/image/3-info/0.png`)] } } }]);
    const paths = await imagePathsOf('notice', M, [{ path: `${M}/image/1-info/0.jpg` }, { file: png('new.png') }]);
    expect(paths).toEqual([`${M}/image/1-info/0.jpg`, `${M}/image/3-info/0.png`]);
    expect(sent[0].names).toEqual(['new.png']);
  });

  it('uploads nothing when every image is stored already', async () => {
    const sent = stubMedia([{ status: 500, body: null }]);
    await expect(imagePathsOf('notice', M, [{ path: 'k' }])).resolves.toEqual(['k']);
    expect(sent).toHaveLength(0);
  });
});
