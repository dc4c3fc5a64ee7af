import { FIELD_TRANSFER_FORMATS, type FieldTransferFormat, type PaddyFieldImportPreview } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Divider, Modal, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { fieldsApi } from '../api';
import { failureMessage } from '../common/errors';
import { TRANSFER_TEXTS } from '../texts';
import { canImport, ImportPreview } from './ImportPreview';
import { importFile, previewImportFile } from './import-upload';
import { FORMAT_LABELS, formatOfFile, saveTextFile } from './transfer-format';

export interface FieldTransferDialogProps {
  open: boolean;
  managementId: string | null;
  canEdit: boolean;
  onClose: () => void;
  /** After an import: the screen loads the fields again. */
  onImported: () => void;
}

interface Chosen {
  name: string;
  format: FieldTransferFormat;
  content: string;
}

/**
 * ほ場の入出力: the year's fields out as GeoJSON, KML or CSV; a file in, previewed first (every
 * row's problems in Japanese, nothing written) and registered only on 取り込む.
 */
export function FieldTransferDialog({ open, managementId, canEdit, onClose, onImported }: FieldTransferDialogProps) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<FieldTransferFormat | 'preview' | 'import' | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<PaddyFieldImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setChosen(null);
    setPreview(null);
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const exportAs = async (format: FieldTransferFormat) => {
    setBusy(format);
    setError(null);
    try {
      const file = await fieldsApi.exportPaddyFields(managementId, format);
      saveTextFile(file.filename, file.content_type, file.content);
      message.success(TRANSFER_TEXTS.exported(file.count));
    } catch (e) {
      console.error('[mfe-fields] export failed', e);
      setError(failureMessage(e, TRANSFER_TEXTS.exportFailed));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    const format = formatOfFile(file.name);
    if (!format) {
      setError(TRANSFER_TEXTS.unknownFormat);
      return;
    }
    setBusy('preview');
    try {
      const content = await file.text();
      setChosen({ name: file.name, format, content });
      setPreview(await previewImportFile(managementId, format, content));
    } catch (e) {
      console.error('[mfe-fields] import preview failed', e);
      setError(failureMessage(e, TRANSFER_TEXTS.failed));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!chosen) return;
    setBusy('import');
    try {
      const result = await importFile(managementId, chosen.format, chosen.content);
      message.success(TRANSFER_TEXTS.imported(result.created));
      reset();
      onImported();
      onClose();
    } catch (e) {
      console.error('[mfe-fields] import failed', e);
      setError(failureMessage(e, TRANSFER_TEXTS.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      title={TRANSFER_TEXTS.title}
      width={880}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => { reset(); onClose(); }} data-testid="transfer-close">
            {BUTTONS.cancel}
          </Button>
          <Button
            type="primary"
            data-testid="import-confirm"
            disabled={!canEdit || !canImport(preview) || busy !== null}
            loading={busy === 'import'}
            onClick={confirm}
          >
            {TRANSFER_TEXTS.confirm}
          </Button>
        </Space>
      }
    >
      <div data-testid="field-transfer">
        <Typography.Title level={5}>{TRANSFER_TEXTS.exportTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{TRANSFER_TEXTS.exportHint}</Typography.Paragraph>
        <Space wrap>
          {FIELD_TRANSFER_FORMATS.map((f) => (
            <Button key={f} icon={<DownloadOutlined />} data-testid={`export-${f}`} loading={busy === f} disabled={busy !== null && busy !== f} onClick={() => exportAs(f)}>
              {TRANSFER_TEXTS.exportAs(FORMAT_LABELS[f])}
            </Button>
          ))}
        </Space>
        <Divider />
        <Typography.Title level={5}>{TRANSFER_TEXTS.importTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{TRANSFER_TEXTS.importHint}</Typography.Paragraph>
        <input
          ref={fileInput}
          type="file"
          accept=".geojson,.json,.kml,.csv"
          aria-label={TRANSFER_TEXTS.chooseFile}
          data-testid="import-file"
          style={{ display: 'none' }}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Space wrap>
          <Button icon={<UploadOutlined />} disabled={!canEdit || busy !== null} loading={busy === 'preview'} data-testid="import-choose" onClick={() => fileInput.current?.click()}>
            {TRANSFER_TEXTS.chooseFile}
          </Button>
          {chosen ? <Typography.Text data-testid="import-file-name">{chosen.name}</Typography.Text> : null}
        </Space>
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="transfer-error" /> : null}
        {preview ? (
          <div style={{ marginTop: 12 }}>
            <ImportPreview preview={preview} />
            {!canImport(preview) ? <Alert type="warning" showIcon title={TRANSFER_TEXTS.fixFirst} style={{ marginTop: 8 }} /> : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
