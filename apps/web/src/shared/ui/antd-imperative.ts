let installed: Promise<void> | undefined;

// antd-mobile 5 mounts its imperative components with React 18's legacy render, which React 19
// removed; antd-render.ts installs a createRoot-based one. It is loaded with the first
// imperative component rather than in the entry chunk: it drags rc-util's renderer and Babel's
// regenerator along (~3 KB gzip) that no page needs before it renders.
function antdMobileRenderReady(): Promise<void> {
  installed ??= import('./antd-render').then(
    (module) => module.installAntdMobileRender(),
    (error: unknown) => {
      installed = undefined; // a failed chunk (offline, new deploy) is tried again next time
      throw error;
    },
  );
  return installed;
}

/**
 * Loads one of antd-mobile's imperative components — Toast, Dialog, Modal, ActionSheet,
 * ImageViewer, or a picker whose `.prompt()` you call — and makes sure it can render on
 * React 19 first. They animate through react-spring (~17 KB gzip), so they are never imported
 * statically (imperative-imports.test.ts):
 *
 *     const Dialog = await loadImperative(() => import('antd-mobile/es/components/dialog'));
 *     await Dialog.confirm({ content: t('sure') });
 */
export async function loadImperative<T>(load: () => Promise<{ default: T }>): Promise<T> {
  const [module] = await Promise.all([load(), antdMobileRenderReady()]);
  return module.default;
}
