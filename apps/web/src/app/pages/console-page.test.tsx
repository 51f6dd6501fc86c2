import { screen } from '@testing-library/react';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockConsoleApi } from '../../features/console/console-test-kit';
import { renderWithAntd as renderConsole, stubBrowserApis } from '../../test/antd-test-kit';
import { LANGUAGE_NAMES } from '@vidmatrix/contract/languages';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { ConsolePage } from './console-page';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

function Login() {
  const { search } = useLocation();
  return <p>login{search}</p>;
}

const shell = (path: string) =>
  renderConsole(
    pseudo,
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/console/*" element={<ConsolePage />} />
    </Routes>,
    path,
  );

const signIn = () => localStorage.setItem('share_token', 'token');

describe('console shell', { timeout: 30_000 }, () => {
  it('without a session goes to sign in and asks to come back', async () => {
    mockConsoleApi();
    shell('/console/nfc-cards?page=2');
    expect(
      await screen.findByText(`login?redirect=${encodeURIComponent('/console/nfc-cards?page=2')}`),
    ).toBeTruthy();
  });

  it('a plain member sees "no permission" and only the member area in the menu, all translated', async () => {
    signIn();
    mockConsoleApi({ ...ME, user: { ...ME.user, roles: ['member'] }, team: { ...ME.team, role: 'member' } });
    shell('/console');
    expect(await screen.findByText('⟦console:shell.noPermission⟧')).toBeTruthy();
    expect(screen.queryByText('⟦console:list.title⟧')).toBeNull();
    expect(screen.getAllByText('⟦common:shell.areas.team⟧').length).toBeGreaterThan(0);
    expect(screen.queryByText('⟦common:shell.areas.activities⟧')).toBeNull();
    expect(
      hardCodedStrings(document.body, [
        'Vidmatrix',
        ME.user.phone,
        ME.team.name,
        ...Object.values(LANGUAGE_NAMES),
        'logout',
        'menu',
        'team',
        'appstore',
        'play-square',
        'wifi',
        'file-text',
        'share-alt',
        'lock',
      ]),
    ).toEqual([]);
  });

  it('an administrator without the merchant role gets the console; its index is the activity list', async () => {
    signIn();
    mockConsoleApi({ ...ME, user: { ...ME.user, roles: ['member'] } });
    shell('/console');
    expect(await screen.findByText('⟦console:list.title⟧', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('console-phone').textContent).toBe(ME.user.phone);
    for (const key of ['activities', 'library', 'nfc-cards', 'scripts', 'shares', 'platform-accounts']) {
      // Twice: the side menu and the phone drawer.
      expect(screen.getAllByText(`⟦common:shell.areas.${key}⟧`)).toHaveLength(2);
    }
    expect(countTokens(document.body)).toBeGreaterThan(10);
  });
});
