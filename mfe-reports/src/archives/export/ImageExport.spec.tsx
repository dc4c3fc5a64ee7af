import { waitFor } from '@testing-library/react';
import type { ExportJob } from '@inasaku/contracts';
import type { RemoteRouteProps } from '@inasaku/ui';
import { byTestId, renderScreen, mockGateway } from '@inasaku/ui/testing';
import { ImageExport } from './ImageExport';

const job = (status: 1 | 2 | 9, timeout = 300): ExportJob => ({
  job_id: '00000000-0000-4000-8000-000000000001', status, progress: { done: status === 2 ? 3 : 0, total: 3 },
  download_url: status === 2 ? '/media/exports/00000000-0000-4000-8000-000000000001' : null,
  filename: status === 2 ? '稲作_2026_history_20261124120000.xlsx' : null, expires_at: null, timeout, created_at: '2026-11-24T00:00:00Z',
});

function Screen({ session }: RemoteRouteProps) {
  return <ImageExport session={session} />;
}

describe('image export dialog', () => {
  it('asks for the job with with_image 1 and offers the file when it is done', async () => {
    const gw = mockGateway({ 'POST /inasaku/archive/work': { data: job(2) } });
    const { user } = renderScreen(Screen);
    await user.click(byTestId('report-download-images')!);
    await waitFor(() => expect(byTestId('image-export-link')?.textContent).toBe('稲作_2026_history_20261124120000.xlsx'));
    expect(gw.callsTo('POST /inasaku/archive/work')[0].body).toEqual({ management_id: 'mgmt-2026', with_image: 1 });
    expect(byTestId('image-export-link')?.getAttribute('href')).toBe('/media/exports/00000000-0000-4000-8000-000000000001');
  });

  it("asks for the report's ticked checkboxes (全項目表示, ほ場外作業表示), so the workbook has the screen's columns", async () => {
    const gw = mockGateway({ 'POST /inasaku/archive/work': { data: job(2) } });
    const { user } = renderScreen(({ session }: RemoteRouteProps) => <ImageExport session={session} showAll showOutside />);
    await user.click(byTestId('report-download-images')!);
    await waitFor(() => expect(byTestId('image-export-link')).toBeTruthy());
    expect(gw.callsTo('POST /inasaku/archive/work')[0].body).toEqual({ management_id: 'mgmt-2026', with_image: 1, show_all: 1, show_outside: 1 });
  });

  it('says ダウンロードできませんでした。 with the pointer to the inquiry menu when the job failed or the request failed', async () => {
    mockGateway({ 'POST /inasaku/archive/work': { data: job(9) } });
    const { user } = renderScreen(Screen);
    await user.click(byTestId('report-download-images')!);
    await waitFor(() => expect(byTestId('image-export-error')?.textContent).toContain('ダウンロードできませんでした。'));
    expect(byTestId('image-export-error')?.textContent).toContain('お問い合わせ・ご要望');
  });

  it('says タイムアウトしました。 when the job outlives its timeout', async () => {
    mockGateway({ 'POST /inasaku/archive/work': { data: job(1, 0.001) }, 'GET /inasaku/archive/work': { data: job(1, 0.001) } });
    const { user } = renderScreen(Screen);
    await user.click(byTestId('report-download-images')!);
    await waitFor(() => expect(byTestId('image-export-timeout')?.textContent).toContain('タイムアウトしました。'));
  });
});
