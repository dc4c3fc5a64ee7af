import { useNarrow } from '@inasaku/map';
import type { Item, PaddyField } from '@inasaku/contracts';
import { BUTTONS, RecordDialog, type ImageEntry } from '@inasaku/ui';
import { Form, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { initialDetailValues, type DetailValues } from '../common/detail-form';
import type { ImageCodec } from '@inasaku/ui';
import { DIALOG_TEXTS, INPUT_TEXTS } from '../common/texts';
import { WorkEntryForm, useCanSave } from '../common/WorkEntryForm';
import { selectionSummary } from './selection';

export interface WorkInputDialogProps {
  item: Item;
  /** the selected fields; empty for a non-field item */
  fields: PaddyField[];
  userNames: readonly string[];
  canEdit: boolean;
  codec?: ImageCodec;
  onCancel: () => void;
  /** resolves true when saved (the dialog then closes) */
  onSave: (values: DetailValues, images: ImageEntry[]) => Promise<boolean>;
}

/** 作業項目入力 (spec 000 §2.6 step 3): one input per detail, 画像アップロード, 保存する. Mounted while open. */
export function WorkInputDialog({ item, fields, userNames, canEdit, codec, onCancel, onSave }: WorkInputDialogProps) {
  const narrow = useNarrow();
  const [form] = Form.useForm<DetailValues>();
  const [initialValues] = useState(() => initialDetailValues(item.item_details));
  const [images, setImages] = useState<ImageEntry[]>([]);
  const [imagesBusy, setImagesBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const canSave = useCanSave(form, item.item_details, initialValues);
  const summary = item.is_not_paddy_field_item ? null : selectionSummary(fields);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(form.getFieldsValue(true) as DetailValues, images);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RecordDialog
      title={DIALOG_TEXTS.title}
      testId="work-input-dialog"
      width={560}
      narrow={narrow}
      saving={saving}
      cancel={{ testId: 'work-input-cancel', text: BUTTONS.cancel, onClick: onCancel }}
      submit={{ testId: 'work-input-save', text: DIALOG_TEXTS.save, disabled: !canEdit || !canSave || imagesBusy, onClick: save }}
    >
      <div data-testid="work-input-body">
        <Space wrap size={[8, 4]} style={{ marginBottom: 12 }}>
          <Tag color={item.color} variant="solid" style={{ marginInlineEnd: 0 }}>
            {item.season_name}
          </Tag>
          <Typography.Text strong data-testid="work-input-item">
            {item.item_name}
          </Typography.Text>
          {summary ? (
            <Typography.Text type="secondary" data-testid="work-input-fields">
              {DIALOG_TEXTS.fields(summary.count)} ・ {INPUT_TEXTS.areaTotal} {summary.areaTotalText}a
            </Typography.Text>
          ) : null}
        </Space>
        <WorkEntryForm
          form={form}
          details={item.item_details}
          initialValues={initialValues}
          userNames={userNames}
          areas={summary ? fields.map((f) => f.area) : []}
          images={images}
          onImagesChange={setImages}
          onImagesBusy={setImagesBusy}
          disabled={!canEdit || saving}
          codec={codec}
          testId="work-input-form"
        />
      </div>
    </RecordDialog>
  );
}
