import { BOOT_TARGET_ATTRIBUTE } from '@vidmatrix/contract/boot-scripts';
import type {} from '../shared/entry-url';

// The tap script, inlined by the server first in the head of the page `/n/<code>` answers with
// (decision 025): that reply is the target page's own HTML, so before the router, the boot claim,
// analytics or anything else reads the address, the document takes the target's. The address it
// was loaded from stays known (shared/entry-url.ts): iOS WeChat signs the page against it.
const target = document.currentScript?.getAttribute(BOOT_TARGET_ATTRIBUTE);
if (target) {
  window.__entryUrl = location.href;
  history.replaceState(null, '', target);
}
