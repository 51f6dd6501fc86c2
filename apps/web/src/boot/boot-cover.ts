import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';
import { appStarter, startList } from './start-app';

// The share page's boot script, inlined by the server after the cover it painted from the HTML
// (decision 019): the app's scripts start once that image has loaded (or failed), so on slow 4G a
// dozen script requests do not go ahead of the page's largest paint.
const go = appStarter(startList());
const cover = document.querySelector<HTMLImageElement>(`#${BOOT_COVER_ID} img`);
if (!cover || cover.complete) go();
else cover.onload = cover.onerror = go;
