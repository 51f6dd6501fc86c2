import { loadImperative } from '../ui/antd-imperative';

export type Notify = (message: string) => void;
export type Navigate = (to: string) => void;

/**
 * The default notifier loads antd-mobile's Toast on first use: Toast brings react-spring
 * (~17 KB gzip), which no page should pay for before it has something to say.
 */
function toast(content: string): void {
  void loadImperative(() => import('antd-mobile/es/components/toast')).then(
    (Toast) => Toast.show({ content }),
    (error: unknown) => console.error('Toast failed to load', error),
  );
}

// Injected rather than imported so the client stays testable and the app can route through
// React Router instead of a full page load.
let notifyImpl: Notify = toast;
let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNotifier(fn: Notify): void {
  notifyImpl = fn;
}

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function notify(message: string): void {
  notifyImpl(message);
}

export function navigate(to: string): void {
  navigateImpl(to);
}
