// Standalone dev harness (`npm run dev -w @inasaku/mfe-fields`): the fields screens on their own,
// for a developer signed in on the proxied gateway. In the product the shell loads each screen
// through Module Federation and never runs this file.
import { CLIENT_ROUTES, type CurrentUser } from '@inasaku/contracts';
import { callApi, mountStandalone, type ShellSession } from '@inasaku/ui';
import { Menu, Result } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import BrandDetail from './brands/BrandDetail';
import BrandOrder from './brands/BrandOrder';
import Brands from './brands/Brands';
import Landmarks from './landmarks/Landmarks';
import Markers from './markers/Markers';
import PaddyFieldAdd from './paddy-fields/PaddyFieldAdd';
import PaddyFieldShow from './paddy-fields/PaddyFieldShow';

const SCREENS: Array<[string, string, ComponentType<{ session: ShellSession; routeName: string }>]> = [
  ['/paddy-fields/add', 'paddy-field-add', PaddyFieldAdd],
  ['/paddy-fields/show', 'paddy-field-show', PaddyFieldShow],
  ['/brands', 'brands', Brands],
  ['/brands/detail', 'brands-detail', BrandDetail],
  ['/brands/order', 'brands-order', BrandOrder],
  ['/markers', 'markers', Markers],
  ['/landmarks', 'landmarks', Landmarks],
];

function Harness() {
  const navigate = useNavigate();
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  const refreshUser = useCallback(async () => {
    const me = await callApi(CLIENT_ROUTES['auth.me']).catch(() => null);
    setUser(me);
    return me;
  }, []);
  useEffect(() => void refreshUser(), [refreshUser]);
  if (user === undefined) return null;
  if (user === null) return <Result status="403" title="サインインしてください" subTitle="ゲートウェイでサインインしてから開いてください。" />;
  const session: ShellSession = {
    user, managementId: null, managementYear: null, pastYear: false, expired: false, canEdit: true, waterFeature: false,
    config: { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' }, refreshUser,
  };
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Menu style={{ width: 200 }} items={SCREENS.map(([path, name]) => ({ key: path, label: name }))} onClick={(e) => navigate(e.key)} />
      <div style={{ flex: 1, padding: 24 }}>
        <Routes>
          {SCREENS.map(([path, name, Screen]) => (
            <Route key={path} path={path} element={<Screen session={session} routeName={name} />} />
          ))}
        </Routes>
      </div>
    </div>
  );
}

mountStandalone(<Harness />);
