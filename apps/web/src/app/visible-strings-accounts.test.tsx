import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@vidmatrix/brands/brands';
import { LANGUAGE_NAMES } from '@vidmatrix/contract/languages';
import { ActivationRegisterPage, TikTokRegisterPage } from '../features/auth/pages/activation-register-page';
import { ForgetPasswordPage } from '../features/auth/pages/forget-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { MobileRegistrationPage } from '../features/auth/pages/mobile-registration-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { RegistrationSuccessPage } from '../features/auth/pages/registration-success-page';
import { SetPasswordPage } from '../features/auth/pages/set-password-page';
import { ContactForm } from '../features/landing/components/contact-form';
import { LandingPage } from '../features/landing/pages/landing-page';
import { InviteMemberPage as TeamInvitePage } from '../features/team/pages/invite-member-page';
import { jsonReply } from '../shared/api/api-test-kit';
import { countTokens, hardCodedStrings, setUpPseudoI18n } from '../test/pseudo-i18n';

// The account, team and landing pages; the shell and visitor pages are in visible-strings.test.tsx.
const pseudo = setUpPseudoI18n();
// Brand names and the language switcher's names (each language in its own) are data, not UI copy.
const BRAND_NAMES = [...BRANDS.map((brand) => brand.name), ...Object.values(LANGUAGE_NAMES)].sort(
  (a, b) => b.length - a.length,
);

describe('account, team and landing pages: every visible string comes from a locale file', () => {
  // Data shown by these pages (team names, people, the brand's ICP filing number) is not UI copy.
  const ICP_FILINGS = BRANDS.flatMap((brand) => (brand.icpFiling ? [brand.icpFiling] : []));
  const DATA = [...BRAND_NAMES, ...ICP_FILINGS, 'Demo café', 'Li Lei', 'Acme Ltd'];
  const ME = {
    user: { id: 1, phone: '13800000000', roles: ['member', 'merchant', 'consultant'] },
    team: { id: 1001, name: 'Demo café', role: 'admin' },
    trial: {
      client: 'super-director',
      channel_id: 3,
      started_at: '2026-11-22T00:00:00Z',
      ends_at: '2099-11-25T00:00:00Z',
    },
  };
  const TEAM = {
    team: {
      ...ME.team,
      members: [
        { user_id: 1, phone: '138****0000', role: 'admin', joined_at: '2026-11-22T00:00:00Z', is_me: true },
        { user_id: 2, phone: '139****0000', role: 'member', joined_at: '2026-11-23T00:00:00Z', is_me: false },
      ],
      invitations: (['pending', 'accepted', 'expired', 'revoked'] as const).map((status, i) => ({
        id: i + 1,
        status,
        note: null,
        created_at: '2026-11-22T00:00:00Z',
        expires_at: '2026-11-29T00:00:00Z',
        accepted_by: status === 'accepted' ? '139****0000' : null,
        accepted_at: status === 'accepted' ? '2026-11-23T00:00:00Z' : null,
      })),
    },
  };
  const REPLIES: Record<string, unknown> = {
    '/api/member/auth/me': ME,
    '/api/member/team': TEAM,
    '/api/open/team/invitation': {
      team_name: 'Demo café',
      inviter: '138****0000',
      expires_at: '2026-11-29T00:00:00Z',
      status: 'valid',
    },
    '/api/member/contact/demo_requests': {
      items: [
        {
          id: 1,
          name: 'Li Lei',
          company: 'Acme Ltd',
          phone: '13700000000',
          language: 'en',
          source: 'traffic_guide',
          created_at: '2026-11-22T00:00:00Z',
        },
      ],
      total: 1,
      page: 1,
      page_size: 50,
    },
  };

  function serveApi() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://localhost').pathname;
        return jsonReply({ code: 0, message: 'ok', data: REPLIES[path] ?? null });
      }),
    );
  }

  function renderPage(ui: ReactNode, path = '/', state?: unknown) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={pseudo()}>
          <MemoryRouter
            initialEntries={[
              {
                pathname: path.split('?')[0]!,
                search: path.includes('?') ? `?${path.split('?')[1]}` : '',
                state,
              },
            ]}
          >
            {ui}
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  }

  const expectClean = () => {
    expect(countTokens(document.body)).toBeGreaterThan(0);
    expect(hardCodedStrings(document.body, DATA)).toEqual([]);
  };

  /** Submits the page's form empty: every field error shows, each from the locale file. */
  function submitEmpty() {
    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    fireEvent.submit(form!);
  }

  it('/login, and its field errors', async () => {
    renderPage(<LoginPage />, '/login');
    submitEmpty();
    await screen.findByText('⟦auth:validation.phone_required⟧');
    expectClean();
  });

  it.each([
    ['/register', <RegisterPage key="r" />],
    ['/mobileRegistration', <MobileRegistrationPage key="m" />],
    ['/a_register', <ActivationRegisterPage key="a" />],
  ])('%s, and its field errors', async (path, page) => {
    renderPage(page, path);
    submitEmpty();
    await screen.findByText('⟦auth:validation.confirm_required⟧');
    expectClean();
  });

  it('/a_register_tiktok for an abroad brand', async () => {
    window.__BRAND__ = BRANDS.find((b) => b.abroad)!;
    try {
      renderPage(<TikTokRegisterPage />, '/a_register_tiktok');
      submitEmpty();
      await screen.findByText('⟦auth:validation.activation_code_required⟧');
      expect(screen.getByText('⟦auth:fields.tiktokHandle⟧')).toBeTruthy();
      expectClean();
    } finally {
      delete window.__BRAND__;
    }
  });

  it('/forgetPassword and /setPassword (restart, reset, change)', async () => {
    renderPage(<ForgetPasswordPage />, '/forgetPassword');
    submitEmpty();
    await screen.findByText('⟦auth:validation.code_required⟧');
    expectClean();
    cleanup();
    renderPage(<SetPasswordPage />, '/setPassword');
    expect(screen.getByText('⟦auth:setPassword.restart⟧')).toBeTruthy();
    expectClean();
    cleanup();
    renderPage(<SetPasswordPage />, '/setPassword', { resetToken: 'x' });
    submitEmpty();
    await screen.findByText('⟦auth:validation.password_required⟧');
    expectClean();
    cleanup();
    localStorage.setItem('share_token', 'token');
    renderPage(<SetPasswordPage />, '/setPassword');
    expect(screen.getByText('⟦auth:fields.oldPassword⟧')).toBeTruthy();
    expectClean();
  });

  it('/registrationSuccess with the trial end date and the download', async () => {
    serveApi();
    renderPage(<RegistrationSuccessPage />, '/registrationSuccess');
    await screen.findByTestId('trial-end');
    expect(screen.getByRole('link', { name: /⟦auth:success.download⟧/ })).toBeTruthy();
    expectClean();
  });

  it('/inviteMember: the member area of a consultant who administers a team', async () => {
    serveApi();
    renderPage(<TeamInvitePage renderUnavailable={() => null} />, '/inviteMember');
    await screen.findAllByTestId('invitation');
    await screen.findByTestId('demo-request');
    expectClean();
  });

  it('/inviteMember?code=<token>: joining, signed out', async () => {
    serveApi();
    renderPage(<TeamInvitePage renderUnavailable={() => null} />, '/inviteMember?code=abc');
    await screen.findByText('⟦team:join.loginToJoin⟧');
    expectClean();
  });

  it('/ (landing) and the contact form', async () => {
    renderPage(<LandingPage />, '/');
    expect(screen.getByText('⟦landing:figures.partners.value⟧')).toBeTruthy();
    expectClean();
    cleanup();
    renderPage(<ContactForm />, '/');
    submitEmpty();
    await screen.findByText('⟦landing:validation.company_required⟧');
    expectClean();
  });
});
