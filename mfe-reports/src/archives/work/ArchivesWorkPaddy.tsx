import type { RemoteRouteProps } from '@inasaku/ui';
import { WorkReport } from './WorkReport';

/** /archives/work-histories/paddy (and /archives/work-histories). */
export default function ArchivesWorkPaddy(props: RemoteRouteProps) {
  return <WorkReport {...props} mode="paddy" />;
}
