import { fireEvent, render, screen } from '@testing-library/react';
import i18n from '../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../shared/i18n/use-translation';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../shared/i18n/i18n';
import { AppErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';

// The common-distribution-video page's chunk "fails to download", as after a deploy.
vi.mock('./pages/common-distribution-video-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(() => initI18n());
afterEach(() => vi.restoreAllMocks());

function Throws(): ReactNode {
  throw new Error('boom');
}

describe('route errors', () => {
  it('a page chunk that fails to load shows the reloadable fallback; another path recovers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/common_distribution_video']}>
          <Link to="/nowhere">elsewhere</Link>
          <RootLayout />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the boundary keeps its fallback until its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary resetKey="/a">
          <Throws />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary resetKey="/a">
          <p>fine</p>
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary resetKey="/b">
          <p>fine</p>
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
