import { useNarrow } from '@inasaku/map';
import type { ItemDetail, WorkHistory } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { BUTTONS, CONFIRM, type ImageEntry, storedImages, useDialog } from '@inasaku/ui';
import { Button, Descriptions, Flex, Form, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { displayValue, initialDetailValues, workItemsToSave, type DetailValues } from '../common/detail-form';
import { logFailure } from '../common/errors';
import { ImageZoom } from '../common/ImageUpload';
import type { ImageCodec } from '@inasaku/ui';
import { DIALOG_TEXTS, HISTORY_TEXTS } from '../common/texts';
import { useCanSave, WorkEntryForm } from '../common/WorkEntryForm';

export interface HistoryPopupProps {
  history: WorkHistory;
  /** the item's current details (for the edit inputs); the history's merged details stand in when the item is unknown */
  details: ItemDetail[] | null;
  /** area (a) of the history's field, for the per-10a preview while editing */
  fieldArea: string | null;
  fieldLabel: string | null;
  userNames: readonly string[];
  canEdit: boolean;
  managementId: string | null;
  codec?: ImageCodec;
  onClose: () => void;
  /** after a save or delete: the screen hides the popup, clears the selection and reloads */
  onChanged: () => void;
  /** `images` in the order shown: stored ones keep their key, new ones are uploaded with the save (or when it is sent, offline) */
  save: (history: WorkHistory, change: { work_items: Record<string, string> }, images: ImageEntry[]) => Promise<unknown>;
  remove: (history: WorkHistory) => Promise<unknown>;
}

/** Details of the history as inputs: the item's when known, else rebuilt from the entered ones in work_items_merged. */
export function editableDetails(history: WorkHistory, itemDetails: ItemDetail[] | null): ItemDetail[] {
  if (itemDetails?.length) return itemDetails;
  return history.work_items_merged.map((m) => ({
    item_detail_id: m.item_detail_id,
    item_detail_name: m.item_detail_name,
    item_detail_type: m.item_detail_type,
    item_detail_key: m.item_detail_type === 'list' ? 'users' : null,
    item_detail_unit: m.item_detail_unit,
    item_detail_auto: m.auto_value !== null,
    // The execution date is the date whose value is the history's work date.
    display_flg: m.item_detail_type === 'date' && m.value === history.work_date,
  }));
}

/**
 * The work-history popup (spec 000 §2.7, §4.6): reference with 編集する; edit with one input per
 * item detail and the images, 保存 / キャンセル / 削除 (削除しますか？); an image zoom popup.
 */
export function HistoryPopup(props: HistoryPopupProps) {
  const { history } = props;
  const narrow = useNarrow();
  const [mode, setMode] = useState<'reference' | 'edit'>('reference');
  return (
    <Modal
      open
      title={
        <Space wrap size={[8, 2]}>
          <span>{HISTORY_TEXTS.historyTitle}</span>
          <Tag color={history.color} variant="solid" style={{ marginInlineEnd: 0 }}>
            {history.season_name}
          </Tag>
          <span data-testid="history-popup-item">{history.item_name}</span>
        </Space>
      }
      onCancel={props.onClose}
      mask={{ closable: mode === 'reference' }}
      footer={null}
      width={narrow ? 'calc(100vw - 16px)' : 560}
      style={narrow ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      destroyOnHidden
    >
      <div data-testid="history-popup" data-mode={mode}>
        {props.fieldLabel ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }} data-testid="history-popup-field">
            {props.fieldLabel}
          </Typography.Text>
        ) : null}
        {mode === 'reference' ? <Reference {...props} onEdit={() => setMode('edit')} /> : <Edit {...props} onCancel={() => setMode('reference')} />}
      </div>
    </Modal>
  );
}

function Reference({ history, canEdit, onClose, onEdit }: HistoryPopupProps & { onEdit: () => void }) {
  const [zoom, setZoom] = useState<ImageEntry | null>(null);
  const images = storedImages(history.image_paths, history.image_urls);
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 120 } }}
        items={history.work_items_merged.map((m) => ({
          key: m.item_detail_id,
          label: m.item_detail_name,
          children: (
            <span data-testid="history-value" data-name={m.item_detail_name} style={{ whiteSpace: 'pre-wrap' }}>
              {displayValue(m, m.value)}
              {m.auto_value ? (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                  （{DIALOG_TEXTS.per10a} {formatThousands(m.auto_value)}
                  {m.item_detail_unit ?? ''}）
                </Typography.Text>
              ) : null}
            </span>
          ),
        }))}
      />
      {images.length ? (
        <Flex wrap gap={8} style={{ marginTop: 12 }} data-testid="history-images">
          {images.map((img) => (
            <button
              key={img.key}
              type="button"
              data-testid="history-image"
              onClick={() => setZoom(img)}
              style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, cursor: 'zoom-in', background: '#fafafa' }}
            >
              <img src={img.url} alt={img.name} width={88} height={88} style={{ objectFit: 'cover', display: 'block', borderRadius: 6 }} />
            </button>
          ))}
        </Flex>
      ) : null}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose} data-testid="history-close">
          {BUTTONS.close}
        </Button>
        <Button type="primary" disabled={!canEdit} onClick={onEdit} data-testid="history-edit">
          {HISTORY_TEXTS.edit}
        </Button>
      </Flex>
      <ImageZoom entry={zoom} onClose={() => setZoom(null)} />
    </>
  );
}

function Edit(props: HistoryPopupProps & { onCancel: () => void }) {
  const { history, canEdit, onCancel } = props;
  const dialog = useDialog();
  const [form] = Form.useForm<DetailValues>();
  const [details] = useState(() => editableDetails(history, props.details));
  const [initialValues] = useState(() => initialDetailValues(details, history.work_items));
  const [images, setImages] = useState<ImageEntry[]>(() => storedImages(history.image_paths, history.image_urls));
  const [imagesBusy, setImagesBusy] = useState(false);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const canSave = useCanSave(form, details, initialValues);

  const save = async () => {
    setBusy('save');
    try {
      const workItems = workItemsToSave(details, form.getFieldsValue(true) as DetailValues);
      await props.save(history, { work_items: workItems }, images);
    } catch (e) {
      setBusy(null);
      await dialog.message(logFailure('work history save', e));
      return;
    }
    props.onChanged();
  };

  const remove = async () => {
    if (!(await dialog.confirm(CONFIRM.delete))) return;
    setBusy('delete');
    try {
      await props.remove(history);
    } catch (e) {
      setBusy(null);
      await dialog.message(logFailure('work history delete', e));
      return;
    }
    props.onChanged();
  };

  return (
    <>
      <WorkEntryForm
        form={form}
        details={details}
        initialValues={initialValues}
        userNames={props.userNames}
        areas={history.is_not_paddy_field_item ? [] : [props.fieldArea]}
        images={images}
        onImagesChange={setImages}
        onImagesBusy={setImagesBusy}
        disabled={!canEdit || busy !== null}
        codec={props.codec}
        testId="history-form"
      />
      <Flex justify="space-between" gap={8} style={{ marginTop: 16 }} wrap>
        <Button danger disabled={!canEdit || busy !== null} loading={busy === 'delete'} onClick={remove} data-testid="history-delete">
          {BUTTONS.delete}
        </Button>
        <Space>
          <Button disabled={busy !== null} onClick={onCancel} data-testid="history-cancel">
            {BUTTONS.cancel}
          </Button>
          <Button
            type="primary"
            disabled={!canEdit || !canSave || imagesBusy || busy !== null}
            loading={busy === 'save'}
            onClick={save}
            data-testid="history-save"
          >
            {BUTTONS.save}
          </Button>
        </Space>
      </Flex>
    </>
  );
}
