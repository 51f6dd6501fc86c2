import { StartPage } from '../../features/platform-auth/pages/start-page';
import { AppShell } from '../shell/app-shell';

/** The platform authorization start pages (issue 15) are member pages: inside the signed-in shell. */
export function PlatformAuthStartPage() {
  return (
    <AppShell>
      <StartPage />
    </AppShell>
  );
}
