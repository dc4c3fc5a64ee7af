import type { RemoteRouteProps } from '@inasaku/ui';
import { WorkReport } from './WorkReport';

/** /archives/work-histories: the field work report, as the menu group 作業実績 opens it. */
export default function ArchivesWork(props: RemoteRouteProps) {
  return <WorkReport {...props} mode="paddy" />;
}
