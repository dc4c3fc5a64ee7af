import { CLIENT_ROUTES, type ExportJob } from '@inasaku/contracts';
import { useRouteMutation, useRouteQuery, type ShellSession } from '@inasaku/ui';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ARCHIVE_TEXTS as T } from '../texts';
import { exportOutcome, exportTimeoutMs, nextPollMs, progressPercent, type ExportOutcome } from './polling';

const yearParam = (mid: string | null) => (mid ? { management_id: mid } : {});

/** One press of the button: the job the server started and when the browser gives up on it. */
interface ExportRun {
  first: ExportJob;
  deadline: number;
}

function download(job: ExportJob) {
  if (!job.download_url) return;
  const a = document.createElement('a');
  a.href = job.download_url;
  a.download = job.filename ?? '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * The image Excel export (spec 001 §4): asks the server for the workbook with the photos (the work
 * report's columns as the screen's checkboxes lay them out, each entry's photos beside it), polls
 * every 5 s with a progress bar, downloads on status 2, shows ダウンロードできませんでした。 and the
 * inquiry pointer on 9 (or when a request fails: spec 001 §8, logged only), タイムアウトしました。
 * after the client timeout, and stops when the dialog is closed or the page is left.
 */
export function ImageExport({ session, disabled, showAll = false, showOutside = false }: {
  session: ShellSession;
  disabled?: boolean;
  /** the report's 全項目表示 and ほ場外作業表示: the workbook has the columns and rows the screen shows */
  showAll?: boolean;
  showOutside?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState<ExportRun | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome>('running');
  const mid = session.managementId;
  const request = useRouteMutation(CLIENT_ROUTES['exportJobs.create']);
  const polling = open && run !== null && outcome === 'running';
  const monitor = useRouteQuery(
    CLIENT_ROUTES['exportJobs.get'],
    { query: { ...yearParam(mid), with_image: 1, job_id: run?.first.job_id ?? '' } },
    {
      enabled: polling,
      // The request's answer is the first state: the first poll comes one interval later.
      initialData: run?.first,
      staleTime: Infinity,
      gcTime: 0,
      refetchInterval: (q) => nextPollMs(q.state.data ?? null),
      refetchIntervalInBackground: true,
    },
  );
  const job = run ? (monitor.data ?? run.first) : null;

  useEffect(() => {
    if (!polling) return;
    if (monitor.error) {
      console.error(monitor.error);
      setOutcome('failed');
      return;
    }
    const now = exportOutcome(job);
    if (now === 'done' && job) download(job);
    if (now !== 'running') setOutcome(now);
  }, [polling, job, monitor.error]);

  useEffect(() => {
    if (!polling || !run) return;
    const t = setTimeout(() => setOutcome('timeout'), Math.max(0, run.deadline - Date.now()));
    return () => clearTimeout(t);
  }, [polling, run]);

  const start = async () => {
    const startedAt = Date.now();
    setRun(null);
    setOutcome('running');
    setOpen(true);
    try {
      // Only the ticked boxes are sent: absent means 0, as the screen opens.
      const options = { ...(showAll ? { show_all: 1 as const } : {}), ...(showOutside ? { show_outside: 1 as const } : {}) };
      const first = await request.mutateAsync({ body: { ...yearParam(mid), with_image: 1, ...options } });
      setRun({ first, deadline: startedAt + exportTimeoutMs(first) });
    } catch (e) {
      console.error(e);
      setOutcome('failed');
    }
  };

  const close = () => setOpen(false);

  return (
    <>
      <Button data-testid="report-download-images" disabled={disabled} onClick={() => void start()}>
        {T.downloadWithImages}
      </Button>
      <Modal open={open} title={T.downloadWithImages} onCancel={close} footer={<Button onClick={close}>{T.close}</Button>} data-testid="image-export">
        {outcome === 'running' ? (
          <>
            <Typography.Paragraph>{T.exportRunning}</Typography.Paragraph>
            <Progress percent={progressPercent(job)} data-testid="image-export-progress" />
          </>
        ) : null}
        {outcome === 'done' ? (
          <>
            <Progress percent={100} />
            <Typography.Paragraph data-testid="image-export-done">{T.exportDone}</Typography.Paragraph>
            {job?.download_url ? (
              <Typography.Link href={job.download_url} download={job.filename ?? undefined} data-testid="image-export-link">
                {job.filename}
              </Typography.Link>
            ) : null}
          </>
        ) : null}
        {outcome === 'failed' ? (
          <Alert type="error" showIcon data-testid="image-export-error" title={T.exportFailed} description={T.exportInquiry} />
        ) : null}
        {outcome === 'timeout' ? <Alert type="warning" showIcon data-testid="image-export-timeout" title={T.exportTimeout} /> : null}
      </Modal>
    </>
  );
}
