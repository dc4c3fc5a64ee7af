import { EditOutlined, UserOutlined } from '@ant-design/icons';
import type { Information } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { Button, Flex, Modal, Typography } from 'antd';
import { NOTICE_TEXTS } from '../texts';
import { noticeImageUrls } from './api';
import { dateTimeWithWeekday } from './format';
import { NoticeImageGallery } from './NoticeImages';

/**
 * Reference mode of a notice (spec 001 "Dashboard"; also the report's detail popup): title,
 * contents, datetime, contributor and images. The edit link is there only when `onEdit` is
 * given, which the widget does for the notice's own author in a writable year.
 */
export function NoticeReference({
  notice,
  onEdit,
  onClose,
}: {
  notice: Information | null;
  onEdit?: (notice: Information) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      centered
      width={600}
      destroyOnHidden
      title={
        notice ? (
          <span data-testid="notice-reference-title" style={{ overflowWrap: 'anywhere' }}>
            {notice.title}
          </span>
        ) : null
      }
      footer={
        notice ? (
          <Flex justify="space-between">
            <span>
              {onEdit ? (
                <Button type="link" icon={<EditOutlined />} data-testid="notice-edit-link" onClick={() => onEdit(notice)} style={{ paddingInline: 0 }}>
                  {NOTICE_TEXTS.edit}
                </Button>
              ) : null}
            </span>
            <Button data-testid="notice-reference-close" onClick={onClose}>
              {BUTTONS.close}
            </Button>
          </Flex>
        ) : null
      }
    >
      {notice ? (
        <div data-testid="notice-reference">
          <Flex gap={16} wrap style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary" data-testid="notice-reference-datetime">
              {dateTimeWithWeekday(notice.datetime)}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="notice-reference-contributor">
              <UserOutlined style={{ marginInlineEnd: 4 }} />
              {notice.contributor}
            </Typography.Text>
          </Flex>
          {notice.contents ? (
            <Typography.Paragraph
              data-testid="notice-reference-contents"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '50vh', overflowY: 'auto' }}
            >
              {notice.contents}
            </Typography.Paragraph>
          ) : null}
          <NoticeImageGallery urls={noticeImageUrls(notice)} />
        </div>
      ) : null}
    </Modal>
  );
}
