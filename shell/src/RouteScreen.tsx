import { Flex, Spin } from 'antd';
import { RemoteModule, type RemoteRouteProps } from '@inasaku/ui';
import type { AppRoute } from './routes';
import { Dashboard } from './dashboard/Dashboard';
import { useShell } from './session/ShellContext';

/** One routed screen of the signed-in layout: the dashboard, or the remote module of its route. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const { session, reloadKey, loading } = useShell();
  // Screens read the chosen year from their first render, so wait for the year list.
  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (!route.remote || !route.module) return <Dashboard />;
  const props: RemoteRouteProps = { session, routeName: route.name };
  return (
    <div data-route={route.name} style={{ height: '100%' }}>
      <RemoteModule
        key={`${route.name}#${reloadKey}`}
        remote={route.remote}
        module={route.module}
        props={props as unknown as Record<string, unknown>}
      />
    </div>
  );
}
