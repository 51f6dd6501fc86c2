import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';
import { appStarter, startList } from './start-app';

// The boot script of a first screen the server painted in the HTML (decision 019: the share
// page's cover, the touch-card pages' header and QR code): the app's scripts start once its
// images have loaded (or failed), so on slow 4G a dozen script requests do not go ahead of the
// page's largest paint. Lazy images (the course list's cards below a phone's first screen) are
// not waited for: they may never load.
const go = appStarter(startList());
const waiting = [...document.querySelectorAll<HTMLImageElement>(`#${BOOT_COVER_ID} img`)].filter(
  (img) => !img.complete && img.getAttribute('loading') !== 'lazy',
);
let left = waiting.length;
if (!left) go();
for (const img of waiting) {
  img.onload = img.onerror = () => {
    if (--left === 0) go();
  };
}
