import { appStarter, startList } from './start-app';
import { bootActivity, sendClaim } from './send-claim';

// The distribution pages' boot script, inlined by the server first in their head (decision 019):
// the first claim leaves with the HTML, and the app's scripts start once its cover is painted.
const go = appStarter(startList());
try {
  sendClaim(window.location, go, bootActivity());
} catch {
  // No storage, no crypto.randomUUID (not a secure context): the app claims as it loads.
  go();
}
