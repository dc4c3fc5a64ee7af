import { App } from 'antd';
import { useState } from 'react';
import { logFailure } from './errors';

const DOWNLOAD_FAILED = 'ダウンロードできませんでした。';

/**
 * A report's Excel download: `busy` while `save` builds and saves the file; a failure is logged for
 * support and told to the user (ダウンロードできませんでした。), never lost.
 */
export function useDownload(what: string, save: () => Promise<void>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await save();
    } catch (e) {
      logFailure(what, e);
      void message.error(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
