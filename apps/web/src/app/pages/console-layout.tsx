import {
  AppstoreOutlined,
  FileTextOutlined,
  LockOutlined,
  LogoutOutlined,
  PlaySquareOutlined,
  ShareAltOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';
import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useConsoleAccount, useSignOut } from '../../features/console/api';
import { canUseConsole } from '../../features/console/console-access';
import { currentBrand } from '../../shared/brand';
import { clearSession } from '../../shared/session';
import { AppErrorBoundary } from '../error-boundary';
import styles from './console-page.module.css';

// Each section is its own chunk; the library, share and script pages belong to other features.
const ActivitiesPage = lazy(() =>
  import('../../features/console/pages/activities-page').then((m) => ({ default: m.ActivitiesPage })),
);
const NfcCardsPage = lazy(() =>
  import('../../features/console/pages/nfc-cards-page').then((m) => ({ default: m.NfcCardsPage })),
);
const LibraryPage = lazy(() =>
  import('../../features/upload/pages/library-page').then((m) => ({ default: m.LibraryPage })),
);
const ShareLinksPage = lazy(() =>
  import('../../features/share/pages/share-links-page').then((m) => ({ default: m.ShareLinksPage })),
);
const ScriptsPage = lazy(() =>
  import('../../features/copywriting/pages/scripts-page').then((m) => ({ default: m.ScriptsPage })),
);

const SECTIONS = [
  { key: 'activities', icon: <AppstoreOutlined /> },
  { key: 'library', icon: <PlaySquareOutlined /> },
  { key: 'nfc-cards', icon: <WifiOutlined /> },
  { key: 'scripts', icon: <FileTextOutlined /> },
  { key: 'shares', icon: <ShareAltOutlined /> },
] as const;

const Loading = () => (
  <Flex justify="center" className={styles.loading}>
    <Spin />
  </Flex>
);

/** The console frame: brand header with the signed-in phone, side menu, and the section. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const account = useConsoleAccount();
  const signOut = useSignOut();
  const brand = currentBrand();
  const section = pathname.split('/')[2] || 'activities';

  const leave = () => {
    // The server session may already be gone (4012/4017): signing out locally is what matters.
    signOut.mutate(undefined, {
      onSettled: () => {
        clearSession();
        navigate('/login', { replace: true });
      },
    });
  };

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
    body = (
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route index element={<Navigate to="activities" replace />} />
            <Route path="activities/*" element={<ActivitiesPage />} />
            <Route path="nfc-cards" element={<NfcCardsPage />} />
            <Route path="library/*" element={<LibraryPage />} />
            <Route path="shares/*" element={<ShareLinksPage />} />
            <Route path="scripts/*" element={<ScriptsPage />} />
            <Route path="*" element={<Result status="warning" title={t('shell.notFound')} />} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    );
  }

  return (
    <Layout className={styles.root}>
      <Layout.Header className={styles.header}>
        <Flex align="center" gap={12} className={styles.brand}>
          <img src={BRAND_ASSET_PATHS.icon} alt="" width={32} height={32} />
          <Typography.Text strong className={styles.brandName}>
            {brand.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t('shell.title')}</Typography.Text>
        </Flex>
        <Flex align="center" gap={12}>
          {account.data && (
            <Typography.Text data-testid="console-phone">{account.data.user.phone}</Typography.Text>
          )}
          <Button icon={<LogoutOutlined />} onClick={leave}>
            {t('shell.signOut')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} theme="light" breakpoint="lg" collapsedWidth={64}>
          <Menu
            mode="inline"
            selectedKeys={[section]}
            items={SECTIONS.map((s) => ({ key: s.key, icon: s.icon, label: t(`shell.menu.${s.key}`) }))}
            onClick={({ key }) => navigate(`/console/${key}`)}
          />
        </Layout.Sider>
        <Layout.Content className={styles.content}>{body}</Layout.Content>
      </Layout>
    </Layout>
  );
}
