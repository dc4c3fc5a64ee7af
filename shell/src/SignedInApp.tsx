import { Navigate, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '@inasaku/contracts';
import { ROUTES, type AppRoute } from './routes';
import { AppLayout } from './layout/AppLayout';
import { RouteScreen } from './RouteScreen';
import { ShellProvider } from './session/ShellProvider';
import { OnboardingGuide } from './onboarding/OnboardingGuide';
import { useServiceWorker } from './service-worker/register-service-worker';
import { UpdatePrompt } from './update/UpdatePrompt';

function SignedInRoutes() {
  return (
    <Routes>
      {ROUTES.filter((r) => r.layout === 'app').flatMap((r: AppRoute) =>
        [r.path, ...(r.aliases ?? [])].map((p) => <Route key={p} path={p} element={<RouteScreen route={r} />} />),
      )}
      {/* Sign-in screens and unknown paths lead to the dashboard once signed in. */}
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** The signed-in frame. Loaded on demand so the sign-in page ships none of the layout. */
export default function SignedInApp({ user, refreshUser }: { user: CurrentUser; refreshUser: () => Promise<CurrentUser | null> }) {
  useServiceWorker();
  return (
    <ShellProvider user={user} refreshUser={refreshUser}>
      <AppLayout>
        <SignedInRoutes />
      </AppLayout>
      <OnboardingGuide />
      <UpdatePrompt />
    </ShellProvider>
  );
}
