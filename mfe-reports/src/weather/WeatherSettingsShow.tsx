import { CLIENT_ROUTES } from '@inasaku/contracts';
import { EMPTY, ListTable, useDialog, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import { useLatest } from '../common/useLatest';
import { logFailure } from '../common/errors';
import { yearParam, type WeatherSetting } from '../common/weather-api';
import { editTarget, SETTINGS_ADD_PATH } from './settings-route';
import { WEATHER_TEXTS as T } from './texts';

/** weather-settings-show (spec 000 §2.9): the year's accumulated-temperature settings; a row opens it for editing. */
export default function WeatherSettingsShow({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const alert = useLatest(useDialog());
  const list = useRouteQuery(CLIENT_ROUTES['weatherSettings.list'], { query: yearParam(session.managementId) });
  const settings = list.data ?? [];
  const loading = list.isPending;

  // Spec 000 §8: the weather list alerts the error on a load failure.
  useEffect(() => {
    if (!list.error) return;
    logFailure('weather settings load', list.error);
    void alert.current.message(list.error.message);
  }, [list.error, alert]);

  const open = (s: WeatherSetting) => {
    const target = editTarget(s);
    navigate(target.to, { state: target.state });
  };

  return (
    <PageCard
      testId="weather-settings"
      title={T.settingsTitle}
      maxWidth={900}
      extra={
        // Spec 000 §5: add is disabled in a past year (and for a read-only plan).
        <Button type="primary" icon={<PlusOutlined />} data-testid="weather-setting-add" disabled={!session.canEdit} onClick={() => navigate(SETTINGS_ADD_PATH)}>
          {T.add}
        </Button>
      }
    >
      <ListTable<WeatherSetting>
        rowKey="setting_id"
        loading={loading}
        dataSource={settings}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: EMPTY.generic }}
        rowTestId="weather-setting-row"
        onOpen={open}
        columns={[
          { key: 'no', title: T.number, width: 64, align: 'right', render: (_v, _s, i) => i + 1 },
          { key: 'name', title: T.name, dataIndex: 'name' },
          { key: 'date', title: T.startDate, render: (_v, s) => (s.datetime ?? '').slice(0, 10).replace(/-/g, '/') },
          { key: 'target', title: T.target, align: 'right', render: (_v, s) => Number(s.cumulative).toLocaleString('ja-JP') },
          { key: 'base', title: T.baseTemp, align: 'right', dataIndex: 'basetemp' },
          { key: 'correction', title: T.correction, align: 'right', dataIndex: 'correction' },
        ]}
      />
    </PageCard>
  );
}
