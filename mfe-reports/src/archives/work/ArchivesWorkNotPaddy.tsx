import type { RemoteRouteProps } from '@inasaku/ui';
import { WorkReport } from './WorkReport';

/** /archives/work-histories/notpaddy */
export default function ArchivesWorkNotPaddy(props: RemoteRouteProps) {
  return <WorkReport {...props} mode="notpaddy" />;
}
