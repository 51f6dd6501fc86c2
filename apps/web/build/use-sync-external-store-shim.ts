// Stands in for `use-sync-external-store/shim` in the build (vite.config.ts `resolve.alias`).
// react-i18next imports the shim for React < 18; React 19 has the hook, and the shim's fallback
// code was 0.3 KB brotli of every page's entry (decision 004, 2026-11-24).
export { useSyncExternalStore } from 'react';
