import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 mounts Toast, Dialog and Modal with React 18's legacy render, which React 19
 * removed: without this they silently render nothing. Import through `antdMobileRenderReady()`:
 * this module drags rc-util's legacy renderer and Babel's regenerator along (~4 KB gzip), which
 * the entry chunk does not need before the first page renders.
 */
export function installAntdMobileRender(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting synchronously inside a React render phase warns; wait one task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
