import type { Information } from '@inasaku/contracts';
import { INFORMATION_RULES } from '@inasaku/contracts';
import { LIMITS, validate } from '@inasaku/domain';
import { BUTTONS, type ImageCodec, type ImageEntry, storedImages, toAntdRules } from '@inasaku/ui';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { NOTICE_TEXTS } from '../texts';
import { noticeImageUrls } from './api';
import { NoticeImagePicker } from './NoticeImages';

const F = NOTICE_TEXTS.fields;

export interface NoticeFormValues {
  title: string;
  contents: string;
  images: ImageEntry[];
}

/** The add or edit frame: `notice` null is add (投稿), a notice is edit (保存, and 削除 for its author). */
export interface NoticeFormProps {
  open: boolean;
  notice: Information | null;
  /** the poster name shown read-only: the signed-in user on add, the contributor on edit */
  contributor: string;
  onSubmit: (values: NoticeFormValues) => Promise<void>;
  onDelete?: (notice: Information) => Promise<void>;
  onCancel: () => void;
  codec?: ImageCodec;
}

/** Whether title and contents pass the shared rules now (spec 001 §5: post/save disabled while invalid). */
export function noticeValid(values: { title?: unknown; contents?: unknown }): boolean {
  return validate(values.title ?? '', INFORMATION_RULES.title) === null && validate(values.contents ?? '', INFORMATION_RULES.contents) === null;
}

/**
 * Add / edit frame of the notices board (spec 001 "Dashboard", §4, §5): poster name read-only,
 * title (required, max 100), contents (max 1000), images (png/jpeg, several, with preview and
 * removal); 投稿 or 保存, キャンセル, and 削除 for the author when editing.
 */
export function NoticeForm({ open, notice, contributor, onSubmit, onDelete, onCancel, codec }: NoticeFormProps) {
  const [form] = Form.useForm<{ title: string; contents: string }>();
  const [images, setImages] = useState<ImageEntry[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const values = Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true }) ?? {};
  const valid = noticeValid(values);
  const editing = notice !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ title: notice?.title ?? '', contents: notice?.contents ?? '' });
    setImages(notice ? storedImages(notice.image_paths, noticeImageUrls(notice)) : []);
  }, [open, notice, form]);

  const submit = async () => {
    if (!valid || busy) return;
    setBusy('save');
    try {
      const v = form.getFieldsValue();
      await onSubmit({ title: v.title ?? '', contents: v.contents ?? '', images });
    } catch (e) {
      // Already told to the user by the caller (spec 001 §8: '通信エラー', then rethrown); the form stays.
      console.error(e);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!notice || !onDelete || busy) return;
    setBusy('delete');
    try {
      await onDelete(notice);
    } catch (e) {
      console.error(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={busy ? undefined : onCancel}
      centered
      width={600}
      mask={{ closable: false }}
      title={editing ? NOTICE_TEXTS.editTitle : NOTICE_TEXTS.addTitle}
      footer={
        <Flex justify="space-between" gap={8}>
          <span>
            {editing && onDelete ? (
              <Button danger data-testid="notice-delete" loading={busy === 'delete'} disabled={busy !== null} onClick={() => void remove()}>
                {BUTTONS.delete}
              </Button>
            ) : null}
          </span>
          <Flex gap={8}>
            <Button data-testid="notice-cancel" disabled={busy !== null} onClick={onCancel}>
              {BUTTONS.cancel}
            </Button>
            <Button
              type="primary"
              data-testid="notice-submit"
              loading={busy === 'save'}
              disabled={!valid || preparing || busy !== null}
              onClick={() => void submit()}
            >
              {editing ? NOTICE_TEXTS.save : NOTICE_TEXTS.post}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} disabled={busy !== null} data-testid="notice-form" onFinish={() => void submit()}>
        <Form.Item label={F.contributor}>
          <Input id="notice-contributor" value={contributor} readOnly variant="filled" data-testid="notice-contributor" />
        </Form.Item>
        <Form.Item label={F.title} name="title" rules={toAntdRules(INFORMATION_RULES.title)} validateFirst>
          <Input id="notice-title" placeholder={NOTICE_TEXTS.placeholders.title} count={{ show: true, max: LIMITS.title }} />
        </Form.Item>
        <Form.Item label={F.contents} name="contents" rules={toAntdRules(INFORMATION_RULES.contents)}>
          <Input.TextArea
            id="notice-contents"
            placeholder={NOTICE_TEXTS.placeholders.contents}
            autoSize={{ minRows: 4, maxRows: 10 }}
            count={{ show: true, max: LIMITS.contents }}
          />
        </Form.Item>
        <Form.Item label={F.images} style={{ marginBottom: 0 }}>
          <NoticeImagePicker value={images} onChange={setImages} disabled={busy !== null} codec={codec} onBusyChange={setPreparing} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
