import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Information } from '@inasaku/contracts';
import NoticesReport from './NoticesReport';
import NoticesWidget from './NoticesWidget';
import { allByTestId, button, byTestId, makeSession, notice, pagedNotices, renderScreen, stubGateway } from './notices-test.spec-support';

jest.setTimeout(60000);

let onReport = true;

/** The report and the dashboard's widget under one query cache, one at a time, as the shell's routes show them. */
function ReportThenDashboard() {
  const [report, setReport] = useState(true);
  onReport = report;
  const session = makeSession();
  return (
    <>
      <button onClick={() => setReport((r) => !r)}>switch</button>
      {report ? <NoticesReport session={session} routeName="archives-information" /> : <NoticesWidget session={session} routeName="dashboard" />}
    </>
  );
}

describe('notices: a notice posted on the dashboard and the report shown again', () => {
  it('the report shows the new notice at once, not its cached rows from before the post', async () => {
    const all: Information[] = [notice(1)];
    let written = false;
    const held: Array<() => void> = [];
    stubGateway({
      'GET /api/informations': pagedNotices(() => all),
      'POST /api/informations': ({ body }) => {
        written = true;
        const created = notice(2, { ...(body as { title: string; contents: string }), is_own: true });
        all.unshift(created);
        return { data: created };
      },
    });
    const answer = global.fetch;
    // After the post, the report's own reads wait: what it shows until then is what the cache holds.
    global.fetch = (async (input: string, init?: RequestInit) => {
      if (written && onReport && (init?.method ?? 'GET') === 'GET') await new Promise<void>((release) => held.push(release));
      return answer(input, init);
    }) as typeof fetch;
    renderScreen(<ReportThenDashboard />);
    await waitFor(() => expect(allByTestId('notices-report-row')).toHaveLength(1));

    fireEvent.click(button('switch'));
    await screen.findByTestId('notices-widget');
    await waitFor(() => expect(allByTestId('notice-row')).toHaveLength(1));
    fireEvent.click(button('投稿'));
    fireEvent.change(await screen.findByPlaceholderText('100文字以内'), { target: { value: '水路清掃' } });
    fireEvent.change(document.getElementById('notice-contents')!, { target: { value: '日曜の朝8時に集合' } });
    await waitFor(() => expect(byTestId<HTMLButtonElement>('notice-submit')!.disabled).toBe(false));
    fireEvent.click(byTestId('notice-submit')!);
    await screen.findByText('投稿しました。');
    await waitFor(() => expect(allByTestId('notice-row')).toHaveLength(2));

    fireEvent.click(button('switch'));
    await screen.findByTestId('notices-report');
    expect(allByTestId('notices-report-row').map((r) => r.querySelectorAll('td')[3]?.textContent)).toEqual(['水路清掃', 'お知らせ1']);
    expect(screen.getByText('全2件')).toBeTruthy();
    held.splice(0).forEach((release) => release());
  });
});
