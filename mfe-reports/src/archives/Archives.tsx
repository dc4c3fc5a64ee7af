import type { RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ARCHIVE_TEXTS as T, reportTitle } from './texts';

interface HubEntry {
  key: 'paddy' | 'notPaddy' | 'informations' | 'logs' | 'gate' | 'weather' | 'water';
  label: string;
  path: string;
}

/**
 * /archives (spec 001 "Yearly report hub"): buttons for the work record (field and outside-field
 * work), announcements, work log, water-gate log and weather, and water when the account has the
 * water feature. The report a button opens sends its access-log code itself as it opens (the
 * shell's route table), so the button sends none.
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
  return (
    <Card data-testid="archives-hub" title={reportTitle(session.managementYear)} style={{ maxWidth: 720 }}>
      <Flex vertical gap={12}>
        {entries.map((e) => (
          <Button key={e.key} size="large" block data-testid={`archives-hub-${e.key}`} onClick={() => navigate(e.path)}>
            {e.label}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
