import { fireEvent, screen, waitFor } from '@testing-library/react';
import NoticesReport from './NoticesReport';
import { MID, allByTestId, byTestId, makeSession, notice, pagedNotices, renderScreen, stubGateway } from './notices-test.spec-support';

jest.setTimeout(60000);

const rows = () => allByTestId('notices-report-row');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

function renderReport() {
  return renderScreen(<NoticesReport session={makeSession()} routeName="archives-information" />);
}

describe('NoticesReport (お知らせ of the yearly reports)', () => {
  it('shows the first 10 notices with number, posted time, contributor, title, contents and image marker, then すべてを見る', async () => {
    const all = Array.from({ length: 13 }, (_, i) => notice(i + 1, i === 0 ? { image_paths: [`${MID}/image/1-info/0.jpg`] } : {}));
    const gw = stubGateway({ 'GET /api/informations': pagedNotices(() => all) });
    renderReport();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(gw.callsTo('GET /api/informations')[0].query).toEqual({ management_id: MID, count: '10' });
    expect(cellsOf(rows()[0])).toEqual(['1', '2026/05/27 09:30', '佐藤 花子', 'お知らせ1', '内容1', '有']);
    expect(cellsOf(rows()[1])).toEqual(['2', '2026/05/26 09:30', '佐藤 花子', 'お知らせ2', '内容2', '']);
    expect(screen.getByText('年次レポート / 2026年 / お知らせ')).toBeTruthy();
    expect(screen.getByText('全13件')).toBeTruthy();

    fireEvent.click(byTestId('notices-see-all')!);
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(gw.callsTo('GET /api/informations')[1].query).toEqual({ management_id: MID, count: '1000' });
    expect(cellsOf(rows()[12])[0]).toBe('13');
    expect(byTestId('notices-see-all')).toBeNull();
  });

  it('has no すべてを見る when 10 or fewer notices exist, and says so when there are none', async () => {
    stubGateway({ 'GET /api/informations': pagedNotices(() => []) });
    renderReport();
    expect(await screen.findByText('お知らせはありません。')).toBeTruthy();
    expect(byTestId('notices-see-all')).toBeNull();
  });

  it('a row opens the notice with its images in a popup, marks it read, and offers no edit link', async () => {
    const keys = [`${MID}/image/7-info/0.jpg`, `${MID}/image/7-info/1.png`];
    const gw = stubGateway({
      'GET /api/informations': pagedNotices(() => [notice(1, { is_read: false, is_own: true, image_paths: keys })]),
      'PUT /api/informations/read': () => ({ data: { information_id: notice(1).information_id, is_read: true } }),
    });
    renderReport();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(rows()[0]);
    expect((await screen.findByTestId('notice-reference-title')).textContent).toBe('お知らせ1');
    expect([...byTestId('notice-images')!.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(keys.map((k) => `/media/file/${k}`));
    expect(byTestId('notice-edit-link')).toBeNull();
    await waitFor(() => expect(gw.callsTo('PUT /api/informations/read')).toHaveLength(1));
  });
});
