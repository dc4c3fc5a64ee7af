import { apiFetch, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ARCHIVE_TEXTS as T, reportTitle } from './texts';

/** Access-log menu codes of spec 001 §7 for the reports (04–09, 28 water archive). */
export const REPORT_MENU_CODES = {
  paddy: '04', notPaddy: '05', informations: '06', logs: '07', weather: '08', gate: '09', water: '28',
} as const;

interface HubEntry {
  key: keyof typeof REPORT_MENU_CODES;
  label: string;
  path: string;
}

/**
 * /archives (spec 001 "Yearly report hub"): buttons for the work record (field and outside-field
 * work), announcements, work log, water-gate log and weather, and water when the account has the
 * water feature. A button logs the report's menu code like a side-menu click.
 */
export default function Archives({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const entries: HubEntry[] = [
    { key: 'paddy', label: `${T.work}（${T.paddy}）`, path: '/archives/work-histories/paddy' },
    { key: 'notPaddy', label: `${T.work}（${T.notPaddy}）`, path: '/archives/work-histories/notpaddy' },
    { key: 'informations', label: T.informations, path: '/archives/informations' },
    { key: 'logs', label: T.logs, path: '/archives/logs' },
    { key: 'gate', label: T.gate, path: '/archives/water-gate' },
    { key: 'weather', label: T.weather, path: '/archives/weather-histories' },
    ...(session.waterFeature ? [{ key: 'water' as const, label: T.water, path: '/archives/water-histories' }] : []),
  ];
  const open = (e: HubEntry) => {
    void apiFetch('/inasaku/accesslogs', { method: 'POST', body: { user_id: session.user.user_id, menu: REPORT_MENU_CODES[e.key], ope: '0' } }).catch(() => undefined);
    navigate(e.path);
  };
  return (
    <Card data-testid="archives-hub" title={reportTitle(session.managementYear)} style={{ maxWidth: 720 }}>
      <Flex vertical gap={12}>
        {entries.map((e) => (
          <Button key={e.key} size="large" block data-testid={`archives-hub-${e.key}`} onClick={() => open(e)}>
            {e.label}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
