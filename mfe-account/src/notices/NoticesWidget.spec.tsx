import type { Information } from '@inasaku/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticesWidget from './NoticesWidget';
import { noticesPageQuery } from './api';
import {
  FAKE_CODEC, MID, allByTestId, button, byTestId, makeSession, notice, pagedNotices, renderScreen, stubGateway,
} from './notices-test.spec-support';

// Whole form flows through antd in jsdom take long on a busy machine.
jest.setTimeout(60000);

const rows = () => allByTestId('notice-row');
const rowTitles = () => rows().map((r) => r.querySelectorAll('td')[2].textContent);
const pager = () => byTestId('notices-pager')!;
const goToPage = (n: number) => fireEvent.click(within(pager()).getByTitle(String(n)));

function renderWidget(session = makeSession()) {
  return renderScreen(<NoticesWidget session={session} routeName="dashboard" codec={FAKE_CODEC} />);
}

const seven = () => Array.from({ length: 7 }, (_, i) => notice(i + 1));

describe('noticesPageQuery (spec 001 §4 with the notice cursor)', () => {
  const shown = [notice(4), notice(5), notice(6)];
  it('page 1: count only; a higher page continues after the last id on screen; a lower one skips from the top', () => {
    expect(noticesPageQuery(3, 2, 1, shown)).toEqual({ count: 3 });
    expect(noticesPageQuery(3, 2, 3, shown)).toEqual({ count: 3, latest_information_id: notice(6).information_id, skip_page: 0 });
    expect(noticesPageQuery(3, 1, 4, shown)).toEqual({ count: 3, latest_information_id: notice(6).information_id, skip_page: 2 });
    expect(noticesPageQuery(3, 3, 2, shown)).toEqual({ count: 3, skip_page: 1 });
    expect(noticesPageQuery(3, 1, 3, [])).toEqual({ count: 3, skip_page: 2 });
  });
});

describe('NoticesWidget', () => {
  it('shows 3 notices per page with datetime, contributor, title and an image icon, paged with the cursor', async () => {
    const all = seven().map((n, i) => (i === 1 ? { ...n, image_paths: [`${MID}/image/1-info/0.jpg`] } : n));
    const gw = stubGateway({ 'GET /api/informations': pagedNotices(() => all) });
    renderWidget();
    await waitFor(() => expect(rowTitles()).toEqual(['お知らせ1', 'お知らせ2', 'お知らせ3']));
    const first = gw.callsTo('GET /api/informations')[0];
    expect(first.query).toEqual({ management_id: MID, count: '3' });
    const cells = rows()[0].querySelectorAll('td');
    expect(cells[0].textContent).toBe('05/27 09:30');
    expect(cells[1].textContent).toBe('佐藤 花子');
    expect(rows()[1].querySelector('[data-testid="notice-image-icon"]')).toBeTruthy();
    expect(rows()[0].querySelector('[data-testid="notice-image-icon"]')).toBeNull();

    goToPage(2);
    await waitFor(() => expect(rowTitles()).toEqual(['お知らせ4', 'お知らせ5', 'お知らせ6']));
    expect(gw.callsTo('GET /api/informations')[1].query).toEqual({
      management_id: MID, count: '3', latest_information_id: notice(3).information_id, skip_page: '0',
    });
    goToPage(3);
    await waitFor(() => expect(rowTitles()).toEqual(['お知らせ7']));
    goToPage(1);
    await waitFor(() => expect(rowTitles()).toEqual(['お知らせ1', 'お知らせ2', 'お知らせ3']));
    expect(gw.callsTo('GET /api/informations')[3].query).toEqual({ management_id: MID, count: '3' });
  });

  it('says お知らせはありません。 for a year without notices, and still offers 投稿', async () => {
    stubGateway({ 'GET /api/informations': () => ({ data: { list: [], total_count: 0 } }) });
    renderWidget();
    expect(await screen.findByText('お知らせはありません。')).toBeTruthy();
    expect(button('投稿').disabled).toBe(false);
  });

  it('a read-only account (or a past year) cannot post, nor edit its own notice', async () => {
    stubGateway({
      'GET /api/informations': pagedNotices(() => [notice(1, { is_own: true })]),
    });
    renderWidget(makeSession({ canEdit: false, expired: true }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(button('投稿').disabled).toBe(true);
    fireEvent.click(rows()[0]);
    await screen.findByTestId('notice-reference');
    expect(byTestId('notice-edit-link')).toBeNull();
  });

  it('opening an unread notice shows it and marks it read; only its author gets the edit link', async () => {
    const all = [
      notice(1, { is_read: false, contents: '田植えは\n5月10日です。', image_paths: [`${MID}/image/5-info/0.jpg`, `${MID}/image/5-info/1.png`] }),
      notice(2, { is_own: true }),
    ];
    const gw = stubGateway({
      'GET /api/informations': pagedNotices(() => all),
      'PUT /api/informations/read': ({ body }) => ({ data: { information_id: (body as { information_id: string }).information_id, is_read: true } }),
    });
    renderWidget();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].dataset.read).toBe('false');
    expect(rows()[0].querySelector('[data-testid="notice-unread"]')).toBeTruthy();

    fireEvent.click(rows()[0]);
    expect((await screen.findByTestId('notice-reference-title')).textContent).toBe('お知らせ1');
    expect(byTestId('notice-reference-contents')!.textContent).toBe('田植えは\n5月10日です。');
    expect(byTestId('notice-reference-contributor')!.textContent).toBe('佐藤 花子');
    expect(byTestId('notice-reference-datetime')!.textContent).toBe('2026/05/27(水) 09:30');
    expect([...byTestId('notice-images')!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      `/media/file/${MID}/image/5-info/0.jpg`,
      `/media/file/${MID}/image/5-info/1.png`,
    ]);
    expect(byTestId('notice-edit-link')).toBeNull();
    await waitFor(() => expect(gw.callsTo('PUT /api/informations/read')).toHaveLength(1));
    expect(gw.callsTo('PUT /api/informations/read')[0].body).toEqual({ information_id: notice(1).information_id });
    await waitFor(() => expect(rows()[0].dataset.read).toBe('true'));
    fireEvent.click(byTestId('notice-reference-close')!);

    // Already read: no second read mark. The author sees 編集.
    fireEvent.click(rows()[1]);
    await waitFor(() => expect(byTestId('notice-reference-title')?.textContent).toBe('お知らせ2'));
    expect(byTestId('notice-edit-link')).toBeTruthy();
    expect(gw.callsTo('PUT /api/informations/read')).toHaveLength(1);
  });

  it('the add form: poster name read-only, 投稿 disabled while the title is missing or too long, the rule messages shown', async () => {
    stubGateway({ 'GET /api/informations': () => ({ data: { list: [], total_count: 0 } }) });
    const { user } = renderWidget();
    await screen.findByText('お知らせはありません。');
    await user.click(button('投稿'));
    const contributor = await screen.findByTestId('notice-contributor');
    expect((contributor as HTMLInputElement).value).toBe('山田 太郎');
    expect((contributor as HTMLInputElement).readOnly).toBe(true);
    const submit = () => byTestId<HTMLButtonElement>('notice-submit')!;
    expect(submit().textContent).toBe('投稿');
    expect(submit().disabled).toBe(true);

    const title = document.getElementById('notice-title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'あ'.repeat(101) } });
    expect(await screen.findByText('入力可能な文字数（100文字）を超えています。')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.change(title, { target: { value: '' } });
    expect(await screen.findByText('タイトルは必須項目です。')).toBeTruthy();
    fireEvent.change(title, { target: { value: '水路清掃' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.change(document.getElementById('notice-contents')!, { target: { value: 'い'.repeat(1001) } });
    expect(await screen.findByText('入力可能な文字数（1000文字）を超えています。')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('posts a notice with its images uploaded as notice images, then shows it on page 1', async () => {
    const all: Information[] = [];
    const gw = stubGateway({
      'GET /api/informations': pagedNotices(() => all),
      'POST /media': () => ({
        data: { list: [{ path: `${MID}/image/9-info/0.png`, url: `/media/file/${MID}/image/9-info/0.png`, content_type: 'image/png', size: 10 }] },
      }),
      'POST /api/informations': ({ body }) => {
        const b = body as { title: string; contents: string; image_paths: string[] };
        const created = notice(1, { ...b, is_own: true });
        all.unshift(created);
        return { data: created };
      },
    });
    renderWidget();
    await screen.findByText('お知らせはありません。');
    fireEvent.click(button('投稿'));
    fireEvent.change(await screen.findByPlaceholderText('100文字以内'), { target: { value: '水路清掃' } });
    fireEvent.change(document.getElementById('notice-contents')!, { target: { value: '日曜の朝8時に集合' } });
    const file = new File([new Uint8Array(10)], 'mizu.PNG', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(byTestId('notice-image-input')!, { target: { files: [file] } });
    });
    await waitFor(() => expect(allByTestId('notice-image-preview').map((p) => p.dataset.name)).toEqual(['mizu.png']));
    await waitFor(() => expect(byTestId<HTMLButtonElement>('notice-submit')!.disabled).toBe(false));
    fireEvent.click(byTestId('notice-submit')!);

    expect(await screen.findByText('投稿しました。')).toBeTruthy();
    expect(gw.callsTo('POST /media')[0].body).toEqual({ purpose: 'notice', management_id: MID, files: ['mizu.png'] });
    expect(gw.callsTo('POST /api/informations')[0].body).toEqual({
      management_id: MID, title: '水路清掃', contents: '日曜の朝8時に集合', image_paths: [`${MID}/image/9-info/0.png`],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['水路清掃']));
  });

  it('the author edits (stored images kept, one removed) and deletes after 削除しますか？', async () => {
    const keys = [`${MID}/image/5-info/0.jpg`, `${MID}/image/5-info/1.jpg`];
    let all = [notice(1, { is_own: true, image_paths: keys })];
    const gw = stubGateway({
      'GET /api/informations': pagedNotices(() => all),
      'PUT /api/informations': ({ body }) => {
        all = [{ ...all[0], ...(body as Partial<Information>) }];
        return { data: all[0] };
      },
      'DELETE /api/informations': () => {
        all = [];
        return { data: { information_id: notice(1).information_id } };
      },
    });
    renderWidget();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(rows()[0]);
    fireEvent.click(await screen.findByTestId('notice-edit-link'));
    const title = (await screen.findByPlaceholderText('100文字以内')) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('お知らせ1'));
    expect((byTestId('notice-contributor') as HTMLInputElement).value).toBe('山田 太郎');
    expect(byTestId('notice-submit')!.textContent).toBe('保存');
    expect(allByTestId('notice-image-preview')).toHaveLength(2);
    fireEvent.click(allByTestId('notice-image-remove')[0]);
    fireEvent.change(title, { target: { value: 'お知らせ1（訂正）' } });
    await waitFor(() => expect(byTestId<HTMLButtonElement>('notice-submit')!.disabled).toBe(false));
    fireEvent.click(byTestId('notice-submit')!);
    expect(await screen.findByText('変更を保存しました。')).toBeTruthy();
    expect(gw.callsTo('PUT /api/informations')[0].body).toEqual({
      management_id: MID, information_id: notice(1).information_id, title: 'お知らせ1（訂正）', contents: '内容1', image_paths: [keys[1]],
    });
    expect(gw.callsTo('POST /media' as never)).toHaveLength(0);
    await waitFor(() => expect(rowTitles()).toEqual(['お知らせ1（訂正）']));

    fireEvent.click(rows()[0]);
    fireEvent.click(await screen.findByTestId('notice-edit-link'));
    fireEvent.click(await screen.findByTestId('notice-delete'));
    expect(await screen.findByText('削除しますか？')).toBeTruthy();
    fireEvent.click(button('はい'));
    expect(await screen.findByText('お知らせはありません。')).toBeTruthy();
    expect(gw.callsTo('DELETE /api/informations')[0].body).toEqual({ management_id: MID, information_id: notice(1).information_id });
  });

  it('another user’s notice has no edit link, so neither save nor delete is offered', async () => {
    stubGateway({ 'GET /api/informations': pagedNotices(() => [notice(1, { is_own: false })]) });
    renderWidget();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(rows()[0]);
    await screen.findByTestId('notice-reference');
    expect(byTestId('notice-edit-link')).toBeNull();
    expect(byTestId('notice-delete')).toBeNull();
  });

  it('a failed save alerts 通信エラー and keeps the form open with what was typed', async () => {
    const gw = stubGateway({
      'GET /api/informations': () => ({ data: { list: [], total_count: 0 } }),
      'POST /api/informations': () => ({ status: 500, error: { code: 'INTERNAL', message: 'boom' } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWidget();
    await screen.findByText('お知らせはありません。');
    fireEvent.click(button('投稿'));
    fireEvent.change(await screen.findByPlaceholderText('100文字以内'), { target: { value: '水路清掃' } });
    await waitFor(() => expect(byTestId<HTMLButtonElement>('notice-submit')!.disabled).toBe(false));
    fireEvent.click(byTestId('notice-submit')!);
    expect(await screen.findByText('通信エラー')).toBeTruthy();
    fireEvent.click(button('OK'));
    await waitFor(() => expect(byTestId<HTMLButtonElement>('notice-submit')!.disabled).toBe(false));
    expect((document.getElementById('notice-title') as HTMLInputElement).value).toBe('水路清掃');
    expect(gw.callsTo('POST /api/informations')).toHaveLength(1);
  });
});
