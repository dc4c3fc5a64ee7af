import { type ImageEntry } from '@inasaku/ui';
import type { ItemDetail } from '@inasaku/contracts';
import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { canSaveDetails, type DetailValues } from './detail-form';
import { DetailInputs } from './DetailInputs';
import { ImageUpload } from './ImageUpload';
import type { ImageCodec } from '@inasaku/ui';
import { IMAGE_TEXTS } from './texts';

export interface WorkEntryFormProps {
  form: FormInstance<DetailValues>;
  details: readonly ItemDetail[];
  initialValues: DetailValues;
  userNames: readonly string[];
  areas: ReadonlyArray<string | null>;
  images: ImageEntry[];
  onImagesChange: (next: ImageEntry[]) => void;
  onImagesBusy?: (busy: boolean) => void;
  disabled?: boolean;
  codec?: ImageCodec;
  testId?: string;
}

/**
 * The details of one work entry and its photos, as the 作業項目入力 dialog and the history edit
 * popup both show them (spec 000 §2.6 step 3, §2.7).
 */
export function WorkEntryForm(props: WorkEntryFormProps) {
  return (
    <Form form={props.form} layout="vertical" initialValues={props.initialValues} requiredMark data-testid={props.testId ?? 'work-entry-form'}>
      <DetailInputs form={props.form} details={props.details} userNames={props.userNames} areas={props.areas} disabled={props.disabled} />
      <Form.Item label={IMAGE_TEXTS.upload} style={{ marginBottom: 0 }}>
        <ImageUpload
          value={props.images}
          onChange={props.onImagesChange}
          onBusyChange={props.onImagesBusy}
          disabled={props.disabled}
          codec={props.codec}
        />
      </Form.Item>
    </Form>
  );
}

/** Whether 保存 / 保存する may be pressed now: some value and every rule met (spec 000 §5). */
export function useCanSave(form: FormInstance<DetailValues>, details: readonly ItemDetail[], initialValues: DetailValues): boolean {
  const watched = Form.useWatch((all: DetailValues) => all, { form, preserve: true }) as DetailValues | undefined;
  const values = watched ?? initialValues;
  return useMemo(() => canSaveDetails(details, values), [details, values]);
}
