import { BUTTONS, toAntdRules } from '@inasaku/ui';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { DETAIL_DRAFT_RULES, draftValid, type DetailDraft } from './detail-rows';
import { ChoiceRadios } from './ChoiceRadios';
import { DETAIL_TYPE_LABELS, DETAIL_TYPE_ORDER, ITEM_TEXTS } from './texts';

const DETAIL_TYPE_CHOICES = DETAIL_TYPE_ORDER.map((type) => ({ key: type, value: type, label: DETAIL_TYPE_LABELS[type] }));

/**
 * The 項目追加 popup of works-detail-edit (spec 000 §2.8, §5): name (max 10), type, unit (num
 * only, max 10) and the per-10a auto calculation (num only, field-work items only).
 */
export function DetailPopup({
  open, mode, initial, isNotPaddyFieldItem, onOk, onCancel,
}: {
  open: boolean;
  mode: 'add' | 'edit';
  initial: DetailDraft;
  isNotPaddyFieldItem: boolean;
  onOk: (draft: DetailDraft) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DetailDraft>();
  const values = (Form.useWatch((all: DetailDraft) => all, { form, preserve: true }) ?? initial) as DetailDraft;
  const isNum = values.item_detail_type === 'num';
  const valid = draftValid(values);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial);
  }, [open, initial, form]);

  const submit = () => {
    if (!draftValid(values)) return;
    onOk({ ...initial, ...(form.getFieldsValue(true) as DetailDraft) });
  };

  return (
    <Modal
      open={open}
      title={mode === 'add' ? ITEM_TEXTS.addDetail : ITEM_TEXTS.editDetail}
      okText={BUTTONS.ok}
      cancelText={BUTTONS.cancel}
      okButtonProps={{ disabled: !valid, 'data-testid': 'detail-popup-ok' } as never}
      cancelButtonProps={{ 'data-testid': 'detail-popup-cancel' } as never}
      onOk={submit}
      onCancel={onCancel}
      forceRender
      centered
      width={460}
    >
      <Form<DetailDraft> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={submit} data-testid="detail-popup">
        <Form.Item name="item_detail_name" label={ITEM_TEXTS.detailName} rules={toAntdRules(DETAIL_DRAFT_RULES.item_detail_name)}>
          <Input data-testid="detail-name" autoFocus />
        </Form.Item>
        <Form.Item name="item_detail_type" label={ITEM_TEXTS.detailType} rules={toAntdRules(DETAIL_DRAFT_RULES.item_detail_type)}>
          <ChoiceRadios testId="detail-type" choices={DETAIL_TYPE_CHOICES} />
        </Form.Item>
        {isNum ? (
          <Form.Item name="item_detail_unit" label={ITEM_TEXTS.detailUnit} rules={toAntdRules(DETAIL_DRAFT_RULES.item_detail_unit)}>
            <Input data-testid="detail-unit" style={{ maxWidth: 200 }} placeholder="kg" />
          </Form.Item>
        ) : null}
        {isNum && !isNotPaddyFieldItem ? (
          <Form.Item name="item_detail_auto" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox data-testid="detail-auto">{ITEM_TEXTS.autoCheck}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
