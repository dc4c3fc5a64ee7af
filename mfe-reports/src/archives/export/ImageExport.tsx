import type { ExportJob } from '@inasaku/contracts';
import { apiFetch, type ShellSession } from '@inasaku/ui';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ARCHIVE_TEXTS as T } from '../texts';
import { pollExport, progressPercent } from './polling';

const yearParam = (mid: string | null) => (mid ? { management_id: mid } : {});

/** Errors return null (spec 001 §8: archive request and monitoring return null on error). */
const quiet = <R,>(p: Promise<R>) => p.catch((e: unknown) => {
  console.error(e);
  return null;
});

/**
 * The image Excel export (spec 001 §4): asks the server for the workbook with the photos, polls
 * every 5 s with a progress bar, downloads on status 2, shows ダウンロードできませんでした。 and the
 * inquiry pointer on 9, タイムアウトしました。 after the client timeout, and stops when the page is left.
 */
export function ImageExport({ session, disabled }: { session: ShellSession; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [outcome, setOutcome] = useState<'running' | 'done' | 'failed' | 'timeout'>('running');
  const leave = useRef<AbortController | null>(null);

  // Leaving the page stops polling.
  useEffect(() => () => leave.current?.abort(), []);

  const start = async () => {
    leave.current?.abort();
    const controller = new AbortController();
    leave.current = controller;
    setJob(null);
    setOutcome('running');
    setOpen(true);
    const mid = session.managementId;
    const result = await pollExport({
      request: () => quiet(apiFetch<ExportJob>('/inasaku/archive/work', { method: 'POST', body: { ...yearParam(mid), with_image: 1 } })),
      monitor: (jobId) => quiet(apiFetch<ExportJob>('/inasaku/archive/work', { query: { ...yearParam(mid), with_image: 1, job_id: jobId } })),
      onProgress: (j) => {
        if (!controller.signal.aborted) setJob(j);
      },
      signal: controller.signal,
    });
    if (result.kind === 'stopped') return;
    if (result.kind === 'done' && result.job.download_url) {
      const a = document.createElement('a');
      a.href = result.job.download_url;
      a.download = result.job.filename ?? '';
      document.body.appendChild(a);
      a.click();
      a.remove();
    }
    setOutcome(result.kind);
  };

  const close = () => {
    leave.current?.abort();
    setOpen(false);
  };

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
