import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Spin } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { canUseConsole, useSignedInAccount } from '../../shared/account';
import { AppErrorBoundary } from '../error-boundary';
import { AppShell } from '../shell/app-shell';
import { areaOf, CONSOLE_AREAS, type AreaKey } from '../shell/areas';
import styles from './console-page.module.css';

const Loading = () => (
  <Flex justify="center" className={styles.loading}>
    <Spin />
  </Flex>
);

/**
 * The console inside the signed-in shell: each section (shell/areas.tsx) its own chunk, mounted
 * at `/console/<key>/*`; "no permission" for accounts the console does not answer. With `area`,
 * only that section, for a page route of its own (spec §2: /touch_card, /PenCardData).
 */
export function ConsoleLayout({ area }: { area?: AreaKey }) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const account = useSignedInAccount();
  // The section's chunk downloads while the account is read, not after it (issue 13: weight).
  useEffect(() => {
    const key = area ?? areaOf(pathname);
    CONSOLE_AREAS.find((area) => area.key === key)?.preload?.();
  }, [area, pathname]);

  let body: ReactNode;
  if (account.isPending) body = <Loading />;
  else if (!account.data) {
    body = (
      <Result
        status="error"
        title={t('shell.loadFailed')}
        extra={<Button onClick={() => void account.refetch()}>{t('shell.retry')}</Button>}
      />
    );
  } else if (!canUseConsole(account.data)) {
    body = (
      <Result
        // antd's 403 picture carries an English <title>; an icon says the same in any language.
        icon={<LockOutlined className={styles.bigIcon} />}
        title={t('shell.noPermission')}
        subTitle={t('shell.noPermissionHint')}
        extra={<Button href="/inviteMember">{t('shell.memberArea')}</Button>}
      />
    );
  } else {
    const Only = area && CONSOLE_AREAS.find((a) => a.key === area)?.section;
    body = (
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Loading />}>
          {Only ? (
            <Only />
          ) : (
            <Routes>
              <Route index element={<Navigate to={CONSOLE_AREAS[0]!.key} replace />} />
              {CONSOLE_AREAS.map(({ key, section: Section }) =>
                Section ? <Route key={key} path={`${key}/*`} element={<Section />} /> : null,
              )}
              <Route path="*" element={<Result status="warning" title={t('shell.notFound')} />} />
            </Routes>
          )}
        </Suspense>
      </AppErrorBoundary>
    );
  }

  return (
    <AppShell>
      <div className={styles.console}>{body}</div>
    </AppShell>
  );
}
