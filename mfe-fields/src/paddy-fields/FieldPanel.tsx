import type { Brand, PaddyField } from '@inasaku/contracts';
import { formatThousands, PIN_ICONS, tokyoToday } from '@inasaku/domain';
import { pinIconUrl, useNarrow } from '@inasaku/map';
import { BUTTONS, SaveCancelButtons, toAntdRules, useBusy, useFormValid } from '@inasaku/ui';
import { CloseOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Card, DatePicker, Descriptions, Form, Input, Radio, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type CSSProperties } from 'react';
import { BOUNDARY_TEXTS, FIELD_TEXTS } from '../texts';
import { boundaryAreaDiffers, boundaryAreaText } from './boundary-area';
import { FIELD_FORM_RULES, formValuesOf, hasAnyValue, type FieldFormValues } from './field-form';
import { LinkedSensorLevel, SENSOR_LEVEL_TEXTS } from './LinkedSensorLevel';
import type { PanelMode } from './panel-state';
import { SENSOR_LINK_TEXTS, sensorOptions, useAccountSensors } from './useAccountSensors';

export interface FieldPanelProps {
  mode: Exclude<PanelMode, 'hidden'>;
  field: PaddyField;
  brands: Brand[];
  cultivators: string[];
  canEdit: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onClose: () => void;
  onSave: (values: FieldFormValues) => Promise<void>;
  onDelete: () => Promise<void>;
  /** The account has the water feature: a field linked to a sensor shows its latest level. */
  waterFeature?: boolean;
  /** Starts drawing (or editing) the field's outline on the map. */
  onDrawBoundary?: () => void;
  /** Removes the field's outline (asked first by the screen). */
  onRemoveBoundary?: () => Promise<void>;
}

/** The detail panel of paddy-field-show: reference with 編集する, or the edit form. */
export function FieldPanel(props: FieldPanelProps) {
  const narrow = useNarrow();
  const style: CSSProperties = narrow
    ? { position: 'absolute', left: 0, right: 0, bottom: 0, maxHeight: '70%', overflowY: 'auto', zIndex: 1001, borderRadius: '12px 12px 0 0' }
    : { position: 'absolute', top: 10, right: 10, width: 360, maxHeight: 'calc(100% - 20px)', overflowY: 'auto', zIndex: 1001 };
  const title = props.field.name || FIELD_TEXTS.unnamed;
  return (
    <Card
      data-testid="field-panel"
      data-map-bottom-sheet={narrow ? '' : undefined}
      data-mode={props.mode}
      size="small"
      title={title}
      style={{ ...style, boxShadow: '0 4px 16px rgba(0,0,0,0.25)' }}
      extra={
        props.mode === 'reference' ? (
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={FIELD_TEXTS.close} data-testid="panel-close" onClick={props.onClose} />
        ) : null
      }
    >
      {props.mode === 'reference' ? <Reference {...props} /> : <EditForm key={props.field.paddy_field_id} {...props} />}
    </Card>
  );
}

function Reference({ field, canEdit, onEdit, waterFeature, onDrawBoundary, onRemoveBoundary }: FieldPanelProps) {
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        // Wide enough for the longest label (輪郭の面積(a)) on one line: at 84 px it broke as 輪郭の面 : 積(a).
        styles={{ label: { width: 112, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'name', label: FIELD_TEXTS.name, children: field.name ?? '' },
          { key: 'pos', label: FIELD_TEXTS.position, children: field.map_pos },
          { key: 'area', label: FIELD_TEXTS.area, children: field.area !== null ? formatThousands(field.area) : '' },
          ...(field.boundary_area_a !== null && field.boundary_area_a !== undefined
            ? [
                {
                  key: 'boundary-area',
                  label: BOUNDARY_TEXTS.boundaryArea,
                  children: (
                    <span data-testid="field-boundary-area">
                      {boundaryAreaText(field.boundary_area_a)}
                      {boundaryAreaDiffers(field) ? (
                        <Typography.Text type="warning" style={{ marginInlineStart: 6 }} data-testid="field-area-differs">
                          （{BOUNDARY_TEXTS.differs}）
                        </Typography.Text>
                      ) : null}
                    </span>
                  ),
                },
              ]
            : []),
          { key: 'brand', label: FIELD_TEXTS.brand, children: field.brand ?? '' },
          { key: 'kousakusha', label: FIELD_TEXTS.kousakusha, children: field.kousakusha ?? '' },
          {
            key: 'pin',
            label: FIELD_TEXTS.pinType,
            children: <img src={pinIconUrl(field.pin_type)} alt={field.pin_type} width={14} height={24} />,
          },
          { key: 'remarks', label: FIELD_TEXTS.remarks, children: <span style={{ whiteSpace: 'pre-wrap' }}>{field.remarks ?? ''}</span> },
          ...(waterFeature && field.tag_no
            ? [
                {
                  key: 'sensor',
                  label: SENSOR_LINK_TEXTS.sensorShort,
                  children: (
                    <span data-testid="field-sensor">
                      {field.tag_no}
                      {field.sensor_start_date ? `（${field.sensor_start_date.replace(/-/g, '/')}〜）` : ''}
                    </span>
                  ),
                },
                {
                  key: 'level',
                  label: SENSOR_LEVEL_TEXTS.label,
                  children: <LinkedSensorLevel tagNo={field.tag_no} since={field.sensor_start_date} />,
                },
              ]
            : []),
        ]}
      />
      <Button type="primary" block style={{ marginTop: 8 }} disabled={!canEdit} data-testid="field-edit" onClick={onEdit}>
        {FIELD_TEXTS.edit}
      </Button>
      {onDrawBoundary ? (
        <Space.Compact block style={{ marginTop: 8 }}>
          <Button block disabled={!canEdit} data-testid="boundary-draw" onClick={onDrawBoundary}>
            {field.boundary ? BOUNDARY_TEXTS.editBoundary : BOUNDARY_TEXTS.draw}
          </Button>
          {field.boundary && onRemoveBoundary ? (
            <Button danger disabled={!canEdit} data-testid="boundary-remove" onClick={() => void onRemoveBoundary()}>
              {BOUNDARY_TEXTS.removeBoundary}
            </Button>
          ) : null}
        </Space.Compact>
      ) : null}
    </>
  );
}

function EditForm({ field, brands, cultivators, canEdit, onCancel, onSave, onDelete, waterFeature = false }: FieldPanelProps) {
  const [form] = Form.useForm<FieldFormValues>();
  const { busy, run } = useBusy<'save' | 'delete'>();
  const valid = useFormValid(form, FIELD_FORM_RULES);
  const values = (Form.useWatch((all: FieldFormValues) => all, { form, preserve: true }) ?? formValuesOf(field)) as FieldFormValues;
  const typed = values.kousakusha ?? '';
  const suggestions = useMemo(
    () =>
      cultivators
        .filter((n) => typed === '' || n.toLowerCase().includes(typed.toLowerCase()))
        .map((n) => ({ value: n, label: n })),
    [cultivators, typed],
  );
  const brandOptions = useMemo(() => brands.map((b) => ({ value: b.brand_id, label: b.brand_name })), [brands]);
  const sensors = useAccountSensors(waterFeature);
  const sensorChoices = useMemo(() => sensorOptions(sensors ?? [], field.tag_no), [sensors, field.tag_no]);
  // A newly chosen sensor starts today; none clears the date (the service refuses a date without a sensor).
  const onValuesChange = (changed: Partial<FieldFormValues>) => {
    if (changed.tag_no === undefined) return;
    if (!changed.tag_no) form.setFieldValue('sensor_start_date', '');
    else if (!form.getFieldValue('sensor_start_date')) form.setFieldValue('sensor_start_date', tokyoToday());
  };


  return (
    <Form
      form={form}
      layout="vertical"
      size="middle"
      initialValues={formValuesOf(field)}
      requiredMark={false}
      data-testid="field-form"
      onValuesChange={onValuesChange}
    >
      <Form.Item name="name" label={FIELD_TEXTS.name} rules={toAntdRules(FIELD_FORM_RULES.name)} style={{ marginBottom: 10 }}>
        <Input data-testid="field-name" />
      </Form.Item>
      <Form.Item name="map_pos" label={FIELD_TEXTS.position} style={{ marginBottom: 10 }}>
        <Input data-testid="field-position" readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="area" label={FIELD_TEXTS.area} rules={toAntdRules(FIELD_FORM_RULES.area)} style={{ marginBottom: 10 }}>
        <Input data-testid="field-area" inputMode="decimal" suffix="a" />
      </Form.Item>
      {field.boundary_area_a !== null && field.boundary_area_a !== undefined && boundaryAreaDiffers({ area: values.area ?? null, boundary_area_a: field.boundary_area_a }) ? (
        <div style={{ margin: '-6px 0 10px' }} data-testid="field-boundary-offer">
          <Typography.Text type="secondary">
            {BOUNDARY_TEXTS.boundaryArea}：{boundaryAreaText(field.boundary_area_a)}
          </Typography.Text>
          <Button
            type="link"
            size="small"
            data-testid="field-use-boundary-area"
            onClick={() => form.setFieldValue('area', field.boundary_area_a!.toFixed(2))}
          >
            {BOUNDARY_TEXTS.useArea}
          </Button>
        </div>
      ) : null}
      <Form.Item name="brand_id" label={FIELD_TEXTS.brand} style={{ marginBottom: 10 }}>
        <Select data-testid="field-brand" placeholder={FIELD_TEXTS.brandPlaceholder} options={brandOptions} allowClear />
      </Form.Item>
      <Form.Item name="kousakusha" label={FIELD_TEXTS.kousakusha} rules={toAntdRules(FIELD_FORM_RULES.kousakusha)} style={{ marginBottom: 10 }}>
        <AutoComplete data-testid="field-kousakusha" options={suggestions} />
      </Form.Item>
      <Form.Item name="pin_type" label={FIELD_TEXTS.pinType} style={{ marginBottom: 10 }}>
        <Radio.Group data-testid="field-pin-type" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {PIN_ICONS.map((code) => (
            <Radio.Button key={code} value={code} style={{ height: 44, padding: '3px 8px', lineHeight: 1 }}>
              <img src={pinIconUrl(code)} alt={code} width={20} height={35} data-testid={`pin-type-${code}`} style={{ display: 'block' }} />
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="remarks" label={FIELD_TEXTS.remarks} rules={toAntdRules(FIELD_FORM_RULES.remarks)} style={{ marginBottom: 12 }}>
        <Input.TextArea data-testid="field-remarks" autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      {waterFeature ? (
        <>
          <Form.Item name="tag_no" label={SENSOR_LINK_TEXTS.sensor} style={{ marginBottom: 10 }}>
            <Select
              data-testid="field-sensor-select"
              options={sensorChoices}
              loading={sensors === null}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item
            name="sensor_start_date"
            label={SENSOR_LINK_TEXTS.startDate}
            rules={toAntdRules(FIELD_FORM_RULES.sensor_start_date)}
            // The form keeps 'YYYY-MM-DD' text; the picker works on dayjs values.
            getValueProps={(v: string) => ({ value: v ? dayjs(v, 'YYYY-MM-DD') : null })}
            normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
            style={{ marginBottom: 12 }}
          >
            <DatePicker data-testid="field-sensor-start" format="YYYY/MM/DD" disabled={!values.tag_no} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {/* Kept in reach while the form scrolls inside the panel (a bottom sheet on a phone). */}
      <Space wrap style={{ position: 'sticky', bottom: -12, zIndex: 1, background: '#fff', padding: '8px 0 12px', width: '100%' }}>
        <SaveCancelButtons testIdPrefix="field" canSave={valid && canEdit} busy={busy} onCancel={onCancel}
          onSave={() => run('save', () => onSave(form.getFieldsValue(true) as FieldFormValues))} />
        <Button
          danger
          data-testid="field-delete"
          disabled={!hasAnyValue(values) || !canEdit || busy !== null}
          loading={busy === 'delete'}
          onClick={() => run('delete', onDelete)}
        >
          {BUTTONS.delete}
        </Button>
      </Space>
    </Form>
  );
}
