import { workItemRules, type ItemDetail } from '@inasaku/contracts';
import { toAntdRules } from '@inasaku/ui';
import { Button, DatePicker, Flex, Form, Input, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { appendName, autoPreview } from './detail-form';
import { DIALOG_TEXTS } from './texts';

export interface DetailInputsProps {
  form: FormInstance;
  details: readonly ItemDetail[];
  /** names the list shortcuts insert */
  userNames: readonly string[];
  /** areas (a) of the fields the entry is for, for the per-10a preview; empty for non-field work */
  areas: ReadonlyArray<string | null>;
  disabled?: boolean;
}

const DATE_FORMATS = ['YYYY/MM/DD', 'YYYY-MM-DD', 'YYYYMMDD'];

/**
 * One input per item detail (spec 000 §2.6 step 3, §2.7 edit): date, textarea, list with
 * user-name shortcuts, num with its unit (and the per-10a value when auto), other text. Each
 * input carries the shared rules of libs/contracts workItemRules, so the messages match the server.
 * Render inside a <Form form={form}>; values are text keyed by item_detail_id.
 */
export function DetailInputs({ form, details, userNames, areas, disabled }: DetailInputsProps) {
  return (
    <>
      {details.map((d) => {
        const common = {
          name: d.item_detail_id,
          label: d.item_detail_type === 'num' && d.item_detail_unit ? `${d.item_detail_name}（${d.item_detail_unit}）` : d.item_detail_name,
          rules: toAntdRules(workItemRules(d)),
          style: { marginBottom: 12 },
          required: d.item_detail_type === 'list' || (d.item_detail_type === 'date' && d.display_flg),
        };
        const testId = `detail-${d.item_detail_name}`;
        switch (d.item_detail_type) {
          case 'date':
            return (
              <Form.Item
                key={d.item_detail_id}
                {...common}
                getValueProps={(v: string) => ({ value: v ? dayjs(v, 'YYYY-MM-DD') : null })}
                normalize={(v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : '')}
              >
                <DatePicker data-testid={testId} format={DATE_FORMATS} disabled={disabled} style={{ width: '100%' }} />
              </Form.Item>
            );
          case 'textarea':
            return (
              <Form.Item key={d.item_detail_id} {...common}>
                <Input.TextArea data-testid={testId} autoSize={{ minRows: 2, maxRows: 6 }} disabled={disabled} />
              </Form.Item>
            );
          case 'list':
            return (
              <Form.Item key={d.item_detail_id} label={common.label} required={common.required} style={{ marginBottom: 12 }}>
                <Form.Item name={d.item_detail_id} rules={common.rules} noStyle>
                  <Input data-testid={testId} disabled={disabled} />
                </Form.Item>
                {userNames.length ? (
                  <Flex wrap gap={4} style={{ marginTop: 6 }} data-testid={`${testId}-shortcuts`} aria-label={DIALOG_TEXTS.shortcuts}>
                    {userNames.map((name) => (
                      <Button
                        key={name}
                        size="small"
                        disabled={disabled}
                        data-testid="user-shortcut"
                        onClick={() => {
                          form.setFieldValue(d.item_detail_id, appendName(form.getFieldValue(d.item_detail_id), name));
                          void form.validateFields([d.item_detail_id]).catch(() => undefined);
                        }}
                      >
                        {name}
                      </Button>
                    ))}
                  </Flex>
                ) : null}
              </Form.Item>
            );
          case 'num':
            return (
              <Form.Item
                key={d.item_detail_id}
                {...common}
                extra={d.item_detail_auto && areas.length ? <AutoValue form={form} detail={d} areas={areas} /> : undefined}
              >
                <Input data-testid={testId} inputMode="decimal" suffix={d.item_detail_unit || undefined} disabled={disabled} />
              </Form.Item>
            );
          default:
            return (
              <Form.Item key={d.item_detail_id} {...common}>
                <Input data-testid={testId} disabled={disabled} />
              </Form.Item>
            );
        }
      })}
    </>
  );
}

function AutoValue({ form, detail, areas }: { form: FormInstance; detail: ItemDetail; areas: ReadonlyArray<string | null> }) {
  const value = Form.useWatch(detail.item_detail_id, form) as string | undefined;
  const preview = autoPreview(value, areas);
  if (!preview) return null;
  return (
    <Typography.Text type="secondary" data-testid={`auto-${detail.item_detail_name}`}>
      {DIALOG_TEXTS.per10a} {preview}
      {detail.item_detail_unit ?? ''}
    </Typography.Text>
  );
}
