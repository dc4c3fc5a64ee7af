import { DEFAULT_TRACK_COLOR } from '@inasaku/contracts';
import { Button, Checkbox, DatePicker, Flex, Form, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { HISTORY_TEXTS } from '../common/texts';
import type { WorkUser } from '../common/useUsers';
import { FloatingPanel } from './FloatingPanel';
import { HOUR_OPTIONS, isSelectableDate, pushHours, selectableDates, type LocationRange } from './location-filter';

export interface PersonFilterValue extends LocationRange {
  userIds: string[];
}

/**
 * Person filter (spec 000 §2.7, §4.6, §9): a date within the last 7 days, start and end hours
 * (the other bound moves one hour along when they cross), the users with their colour, 設定.
 */
export function PersonFilterPanel({
  value,
  users,
  busy,
  onApply,
  onClose,
}: {
  value: PersonFilterValue;
  users: readonly WorkUser[];
  busy: boolean;
  onApply: (value: PersonFilterValue) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<PersonFilterValue>(value);
  const dates = useMemo(() => selectableDates(), []);
  const setHour = (which: 'start' | 'end', hour: number) => setDraft((d) => ({ ...d, ...pushHours({ ...d, [which]: hour }, which) }));

  return (
    <FloatingPanel
      title={HISTORY_TEXTS.personFilter}
      testId="person-filter"
      onClose={onClose}
      footer={
        <Button type="primary" block loading={busy} data-testid="person-filter-apply" onClick={() => onApply(draft)}>
          {HISTORY_TEXTS.apply}
        </Button>
      }
    >
      <Form layout="vertical" size="middle">
        <Form.Item label={HISTORY_TEXTS.date} style={{ marginBottom: 10 }}>
          <DatePicker
            data-testid="person-filter-date"
            value={dayjs(draft.date, 'YYYY-MM-DD')}
            format="YYYY/MM/DD"
            allowClear={false}
            inputReadOnly
            disabledDate={(d) => !isSelectableDate(d.format('YYYY-MM-DD'))}
            minDate={dayjs(dates[dates.length - 1], 'YYYY-MM-DD')}
            maxDate={dayjs(dates[0], 'YYYY-MM-DD')}
            onChange={(d) => d && setDraft((v) => ({ ...v, date: d.format('YYYY-MM-DD') }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Flex gap={8} align="center">
          <Form.Item label={HISTORY_TEXTS.start} style={{ marginBottom: 10, flex: 1 }}>
            <Select data-testid="person-filter-start" value={draft.start} virtual={false} options={[...HOUR_OPTIONS]} onChange={(h) => setHour('start', h)} />
          </Form.Item>
          <span style={{ paddingTop: 20 }}>〜</span>
          <Form.Item label={HISTORY_TEXTS.end} style={{ marginBottom: 10, flex: 1 }}>
            <Select data-testid="person-filter-end" value={draft.end} virtual={false} options={[...HOUR_OPTIONS]} onChange={(h) => setHour('end', h)} />
          </Form.Item>
        </Flex>
        <Form.Item label={HISTORY_TEXTS.users} style={{ marginBottom: 0 }}>
          <Checkbox.Group
            data-testid="person-filter-users"
            value={draft.userIds}
            onChange={(ids) => setDraft((d) => ({ ...d, userIds: ids as string[] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          >
            {users.map((u) => (
              <Checkbox key={u.user_id} value={u.user_id} data-testid="person-filter-user">
                <Flex align="center" gap={6}>
                  <span
                    aria-hidden
                    data-testid="user-swatch"
                    style={{ width: 14, height: 14, borderRadius: 3, background: u.color || DEFAULT_TRACK_COLOR, display: 'inline-block' }}
                  />
                  <Typography.Text>{u.display_name}</Typography.Text>
                </Flex>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </FloatingPanel>
  );
}
