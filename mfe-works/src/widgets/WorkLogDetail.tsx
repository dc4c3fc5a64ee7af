import type { WorkLog } from '@inasaku/contracts';
import { BUTTONS, formatDateWithWeekday } from '@inasaku/ui';
import { Button, Descriptions, Flex, Image, Modal, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LOG_TEXTS } from './texts';
import { areaText, canDeleteLog, detailLines, fieldNames, isDeleteLog } from './work-log';

/**
 * The detail frame of a work log (spec 001 "Dashboard"): date, worker, season and item, area
 * total, fields (one name or a numbered list), the details with a value, images, and 削除
 * (disabled for a delete log and for work already deleted).
 */
export function WorkLogDetail({
  log, canEdit, deleting, onDelete, onClose,
}: {
  log: WorkLog | null;
  canEdit: boolean;
  deleting: boolean;
  onDelete: (log: WorkLog) => void;
  onClose: () => void;
}) {
  const rows: { label: string; value: ReactNode }[] = [];
  if (log) {
    const names = fieldNames(log);
    rows.push(
      { label: LOG_TEXTS.workDate, value: log.work_date ? formatDateWithWeekday(log.work_date) : '' },
      { label: LOG_TEXTS.worker, value: log.worker ?? '' },
      { label: LOG_TEXTS.seasonItem, value: `${log.season_name} / ${log.item_name}` },
    );
    if (!log.is_not_paddy_field_item || log.area_total !== null) {
      rows.push({ label: LOG_TEXTS.areaTotal, value: log.area_total !== null ? `${areaText(log.area_total)} a` : '' });
    }
    rows.push({
      label: LOG_TEXTS.fields,
      value:
        names.length === 0 ? (log.is_not_paddy_field_item ? LOG_TEXTS.notPaddy : '') : names.length === 1 ? names[0] : (
          <ol data-testid="work-log-detail-fields" style={{ margin: 0, paddingInlineStart: 20 }}>
            {names.map((n, i) => (
              <li key={`${i}-${n}`}>{n}</li>
            ))}
          </ol>
        ),
    });
    for (const d of detailLines(log)) rows.push({ label: d.name, value: d.value });
  }

  return (
    <Modal
      open={log !== null}
      onCancel={onClose}
      centered
      width={520}
      title={
        log ? (
          <Space size={8}>
            <span>{LOG_TEXTS.detailTitle}</span>
            <Tag color={isDeleteLog(log) ? 'default' : log.type === 2 ? 'blue' : 'green'}>{LOG_TEXTS.types[log.type]}</Tag>
            {log.del_flg === '1' && !isDeleteLog(log) ? <Tag>{LOG_TEXTS.alreadyDeleted}</Tag> : null}
          </Space>
        ) : null
      }
      footer={
        log ? (
          <Flex justify="space-between">
            <Button
              danger
              data-testid="work-log-delete"
              disabled={!canDeleteLog(log, canEdit) || deleting}
              loading={deleting}
              onClick={() => onDelete(log)}
            >
              {BUTTONS.delete}
            </Button>
            <Button data-testid="work-log-close" onClick={onClose}>
              {BUTTONS.close}
            </Button>
          </Flex>
        ) : null
      }
    >
      {log ? (
        <div data-testid="work-log-detail" data-log-id={log.log_id}>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 150, whiteSpace: 'nowrap' } }}
            items={rows.map((r, i) => ({ key: String(i), label: r.label, children: r.value }))}
          />
          {log.image_urls.length > 0 ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Text type="secondary">{LOG_TEXTS.images}</Typography.Text>
              <Flex wrap gap={8} style={{ marginTop: 8 }} data-testid="work-log-images">
                <Image.PreviewGroup>
                  {log.image_urls.map((url) => (
                    <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />
                  ))}
                </Image.PreviewGroup>
              </Flex>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
