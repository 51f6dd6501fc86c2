import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@vidmatrix/brands/brands';
import { LANGUAGE_NAMES } from '@vidmatrix/contract/languages';
import { DistributionScreen } from '../features/distribution/components/distribution-screen';
import { LoadingOverlay } from '../features/distribution/components/loading-overlay';
import {
  DESKTOP_UA,
  mockApi,
  NO_VIDEO,
  renderWith,
  SAFARI_UA,
  videoReply,
  WECHAT_UA,
} from '../features/distribution/distribution-test-kit';
import { PublishVideoDownloadPage } from '../features/distribution/pages/publish-video-download-page';
import { ReceiveVideosPage } from '../features/distribution/pages/receive-videos-page';
import { BrowserRestrictionPage } from '../features/browser-restriction/pages/browser-restriction-page';
import { NO_DATA_REASONS } from '../features/no-data/no-data-reason';
import { NoDataPage } from '../features/no-data/pages/no-data-page';
import { ErrorFallback } from '../shared/ui/error-fallback';
import { OpenInBrowserOverlay } from '../shared/ui/open-in-browser-overlay';
import { PageLoading } from '../shared/ui/page-loading';
import { LazyVideoPlayerModal } from '../shared/ui/video-player/lazy-video-player';
import { countTokens, hardCodedStrings, setUpPseudoI18n } from '../test/pseudo-i18n';
import { AppErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';

// The demo reply's store location (distribution-test-kit.tsx): data, not UI copy.
const STORE_LOCATION = '浙江省杭州市西湖区文三路 1 号 Demo café';

// Brand names and the language switcher's names (each language in its own) are data, not UI copy.
const BRAND_NAMES = [...BRANDS.map((brand) => brand.name), ...Object.values(LANGUAGE_NAMES)].sort(
  (a, b) => b.length - a.length,
);

const pseudo = setUpPseudoI18n();

function renderPseudo(ui: ReactNode, path = '/') {
  return render(
    <I18nextProvider i18n={pseudo()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

function expectOnlyTranslatedText() {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  expect(hardCodedStrings(document.body, BRAND_NAMES)).toEqual([]);
}

function Throws(): ReactNode {
  throw new Error('boom');
}

describe('every user-visible string comes from a locale file', () => {
  it.each(NO_DATA_REASONS)('no-data page: %s', (reason) => {
    renderPseudo(<NoDataPage reason={reason} />);
    expect(screen.getByText(`⟦no-data:reasons.${reason}.title⟧`)).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('no-data page reads ?reason=', () => {
    renderPseudo(<NoDataPage />, '/x?reason=link-expired');
    expect(screen.getByText('⟦no-data:reasons.link-expired.title⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('browser-restriction page with its overlay', () => {
    renderPseudo(<BrowserRestrictionPage />);
    expect(screen.getByRole('dialog', { name: '⟦browser:overlay.label⟧' })).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('open-in-browser overlay', () => {
    renderPseudo(<OpenInBrowserOverlay />);
    expectOnlyTranslatedText();
  });

  it('loading indicator', () => {
    renderPseudo(<PageLoading />);
    expect(screen.getByRole('status', { name: '⟦common:loading⟧' })).toBeTruthy();
    expect(hardCodedStrings(document.body, BRAND_NAMES)).toEqual([]);
  });

  it('error fallback and the error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPseudo(
      <AppErrorBoundary>
        <Throws />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: '⟦common:reload⟧' })).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('error fallback alone', () => {
    renderPseudo(<ErrorFallback />);
    expectOnlyTranslatedText();
  });

  it('the shell around an unmatched route', async () => {
    renderPseudo(<RootLayout />, '/no/such/page');
    expect(await screen.findByText('⟦no-data:reasons.contact-admin.title⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });

  describe('distribution pages', () => {
    const useAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

    it('link failed with the claim-limit wording', () => {
      renderWith(pseudo(), <DistributionScreen page="video" />, '/distribution_video?id=1001&code=20003');
      expect(screen.getByText('⟦distribution:states.claimLimitTitle⟧')).toBeTruthy();
      expectOnlyTranslatedText();
    });

    it('link failed without a message', () => {
      renderWith(pseudo(), <DistributionScreen page="auto" />, '/distribution_auto?code=1');
      expectOnlyTranslatedText();
    });

    it('too late', async () => {
      mockApi(() => ({ data: NO_VIDEO }));
      renderWith(pseudo(), <DistributionScreen page="video" />, '/distribution_video?id=1003');
      await screen.findByText('⟦distribution:states.tooLateTitle⟧');
      await screen.findByTestId('visitor-help-store');
      expect(countTokens(document.body)).toBeGreaterThan(0);
      expect(hardCodedStrings(document.body, [...BRAND_NAMES, STORE_LOCATION])).toEqual([]);
    });

    it('fetch failed', async () => {
      mockApi(() => ({ code: 50000, message: '' }));
      renderWith(pseudo(), <DistributionScreen page="video" />, '/distribution_video?id=1001');
      await screen.findByText('⟦distribution:states.fetchFailedTitle⟧');
      expectOnlyTranslatedText();
    });

    it.each(['douyin', 'wechat', 'xhs', 'ks'])(
      'the video card with its buttons (%s, NFC)',
      async (platform) => {
        useAgent(SAFARI_UA);
        mockApi(() => ({ data: videoReply(5, { demo_platform: true }) }));
        renderWith(
          pseudo(),
          <DistributionScreen page="auto" />,
          `/distribution_auto?activity_id=1002&platform=${platform}`,
        );
        await screen.findByTestId('video-title');
        // Video titles and store locations are data; the labels around them are not.
        expect(hardCodedStrings(document.body, [...BRAND_NAMES, 'Demo café clip 5', STORE_LOCATION])).toEqual(
          [],
        );
      },
    );

    it('the in-app fallback and the open-in-browser overlay (WeChat)', async () => {
      useAgent(WECHAT_UA);
      mockApi(() => ({ data: videoReply(5) }));
      renderWith(pseudo(), <DistributionScreen page="video" />, '/distribution_video?id=1001');
      await screen.findByTestId('in-app-fallback');
      screen.getByRole('button', { name: '⟦distribution:actions.publishDouyin⟧' }).click();
      await screen.findByRole('dialog', { name: '⟦browser:overlay.label⟧' });
      expect(hardCodedStrings(document.body, [...BRAND_NAMES, 'Demo café clip 5', STORE_LOCATION])).toEqual(
        [],
      );
    });

    it('the loading overlay', () => {
      renderPseudo(<LoadingOverlay />);
      expectOnlyTranslatedText();
    });

    it.each([
      ['mobile', SAFARI_UA],
      ['desktop', DESKTOP_UA],
    ])('/receiveVideos, %s', async (_layout, ua) => {
      useAgent(ua);
      mockApi(() => ({ data: videoReply(5) }));
      renderWith(pseudo(), <ReceiveVideosPage />, '/receiveVideos?id=1001');
      await screen.findByText('⟦distribution:receive.title⟧');
      expect(hardCodedStrings(document.body, [...BRAND_NAMES, 'Demo café clip 5'])).toEqual([]);
    });

    it('/publish_video_download', async () => {
      useAgent(SAFARI_UA);
      mockApi(() => ({ data: videoReply(5) }));
      renderWith(pseudo(), <PublishVideoDownloadPage />, '/publish_video_download?id=1001');
      await screen.findByText('⟦distribution:download.title⟧');
      expect(
        hardCodedStrings(document.body, [...BRAND_NAMES, 'Demo café clip 5 #coffee', 'Demo café clip 5']),
      ).toEqual([]);
    });

    it('the player modal, with its demo marker and failure message', async () => {
      renderPseudo(
        <LazyVideoPlayerModal
          src="/v.mp4"
          onClose={() => undefined}
          range={{ start: 0, end: 5 }}
          nativeControls={false}
        />,
      );
      (await screen.findByRole('dialog')).querySelector('video')!.dispatchEvent(new Event('error'));
      await screen.findByRole('alert');
      expectOnlyTranslatedText();
    });
  });
});
