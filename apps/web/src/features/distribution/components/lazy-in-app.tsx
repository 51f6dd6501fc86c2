import { lazy, Suspense, type ComponentProps } from 'react';

// Only in-app browsers (WeChat and the like) show these, and the overlay only after a tap:
// ordinary browsers never download them (docs/decisions/004).
const InAppFallback = lazy(() => import('./in-app-fallback').then((m) => ({ default: m.InAppFallback })));
const OpenInBrowserOverlay = lazy(() =>
  import('../../../shared/ui/open-in-browser-overlay').then((m) => ({ default: m.OpenInBrowserOverlay })),
);

export function LazyInAppFallback(props: ComponentProps<typeof InAppFallback>) {
  return (
    <Suspense fallback={null}>
      <InAppFallback {...props} />
    </Suspense>
  );
}

export function LazyOpenInBrowserOverlay(props: ComponentProps<typeof OpenInBrowserOverlay>) {
  return (
    <Suspense fallback={null}>
      <OpenInBrowserOverlay {...props} />
    </Suspense>
  );
}
