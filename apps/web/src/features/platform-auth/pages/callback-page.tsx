import { AUTH_ENDPOINTS, type AuthPlatform } from '@vidmatrix/contract/platform-auth';
import { useLocation, useSearchParams } from 'react-router';
import { callEndpoint, useLoad } from '../../../shared/api/call-endpoint';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { completeInput, platformOfPath } from '../auth-flow';
import { AccountSummary } from '../components/account-summary';
import styles from '../platform-auth.module.css';

function useCompletion(platform: AuthPlatform, search: URLSearchParams) {
  const input = completeInput(search);
  // A write read once per query (`once`): a re-render or StrictMode's second effect joins it
  // instead of replaying the state, which the server would refuse as replayed.
  return useLoad(
    ['platform-accounts', 'complete', platform, input],
    () => callEndpoint(AUTH_ENDPOINTS[platform].complete, input),
    true,
    { once: true },
  );
}

/**
 * /douyin_oauth_connect, /tk_oauth_connect, /tk_shop_oauth_connect, /doudian_oauth_connect,
 * /qc_oauth_connect: the platform sends the browser here — often a phone that is not signed in —
 * with code and state (or its error). The server checks the state and finishes; this page says
 * how it ended, in the words the server chose for the member who started it.
 */
export function CallbackPage() {
  const { t } = useTranslation('platform-auth');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // The router only mounts this page on the callback paths.
  const platform = platformOfPath(pathname, 'callbackPage') ?? 'douyin';
  const completion = useCompletion(platform, search);
  const result = completion.data;
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('callback.title', { platform: t(`platforms.${platform}`) })}</h1>
        {completion.isPending ? (
          <p className={styles.status} role="status">
            {t('callback.working')}
          </p>
        ) : result?.status === 'success' ? (
          <>
            <p className={styles.success} role="status" data-testid="callback-status">
              {result.message || t('callback.success')}
            </p>
            {result.account && (
              <AccountSummary
                nickname={result.account.nickname}
                avatar={result.account.avatar}
                shopName={result.account.shop_name}
              />
            )}
            <p className={styles.muted}>{t('callback.successHint')}</p>
          </>
        ) : (
          <>
            <p className={styles.alert} role="alert" data-testid="callback-status">
              {result?.message || completion.error?.message || t('callback.failed')}
            </p>
            <p className={styles.muted}>{t('callback.failedHint')}</p>
          </>
        )}
      </section>
    </main>
  );
}
