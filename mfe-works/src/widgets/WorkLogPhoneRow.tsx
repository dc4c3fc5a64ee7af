import { PictureOutlined } from '@ant-design/icons';
import type { WorkLog } from '@inasaku/contracts';
import { Flex, Typography } from 'antd';
import { LOG_TEXTS } from './texts';
import { areaText, fieldColumnText, isDeleteLog, shortDate } from './work-log';

const LINE = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * One work log on a phone, in three lines instead of six squeezed columns: date and worker, the
 * item, the fields with the area. Each line keeps to one line; the full text is in the detail.
 */
export function WorkLogPhoneRow({ log }: { log: WorkLog }) {
  const deleted = isDeleteLog(log);
  return (
    <div data-testid="work-log-phone-row" style={{ minWidth: 0 }}>
      <Flex gap={8} style={{ minWidth: 0 }}>
        <span style={{ whiteSpace: 'nowrap' }}>{shortDate(log.work_date)}</span>
        <span style={{ ...LINE, flex: 1 }}>{log.worker ?? ''}</span>
        {log.image_paths.length > 0 ? <PictureOutlined aria-label={LOG_TEXTS.hasImage} /> : null}
      </Flex>
      <span style={LINE}>
        {deleted ? <span>{LOG_TEXTS.deletedMark}</span> : null}
        <span style={deleted ? { textDecoration: 'line-through' } : undefined}>{log.item_name}</span>
      </span>
      <Flex gap={8} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ ...LINE, flex: 1 }}>
          {fieldColumnText(log)}
        </Typography.Text>
        {areaText(log.area_total) ? <span style={{ whiteSpace: 'nowrap' }}>{`${areaText(log.area_total)} a`}</span> : null}
      </Flex>
    </div>
  );
}
