import type { NfcCard } from '@vidmatrix/contract/console-nfc';
import { Alert, App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNfcCards, useUpdateCard } from '../api';
import { NfcBindModal } from '../components/nfc-bind-modal';
import { NfcCreateModal } from '../components/nfc-create-modal';
import { NfcWriter } from '../components/nfc-writer';
import { PLATFORM_COLORS } from '../platforms';
import { useFeedback } from '../use-feedback';
import { nfcSupported } from '../web-nfc';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

const PAGE_SIZE = 20;

/** /console/nfc-cards: the team's touch cards, their binding, status and the URL for the tag. */
export function NfcCardsPage() {
  const { t } = useTranslation('console');
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const [page, setPage] = useState(1);
  const cards = useNfcCards({ page, page_size: PAGE_SIZE });
  const update = useUpdateCard();
  const [creating, setCreating] = useState(false);
  const [binding, setBinding] = useState<NfcCard>();
  const [writing, setWriting] = useState<string>();
  // Read once: a browser either has Web NFC or not (Android Chrome over HTTPS).
  const [canWrite] = useState(() => nfcSupported());
  const urlOf = (card: NfcCard) => `${window.location.origin}${card.path}`;

  const change = (
    card: NfcCard,
    input: { activity_id?: null; status?: 'enabled' | 'disabled' },
    done: string,
  ) =>
    update.mutate(
      { code: card.code, ...input },
      { onSuccess: () => feedback.done(done), onError: feedback.failed },
    );
  const unbind = (card: NfcCard) =>
    modal.confirm({
      title: t('nfc.unbindConfirm', { code: card.code }),
      onOk: () => change(card, { activity_id: null }, t('nfc.unbound')),
    });

  const table = useResponsiveColumns<NfcCard>([
    { title: t('nfc.code'), dataIndex: 'code' },
    { title: t('nfc.label'), dataIndex: 'label', from: 'lg' },
    {
      title: t('nfc.activity'),
      from: 'md',
      key: 'activity',
      render: (_, c) =>
        c.activity_id === null ? (
          <Typography.Text type="secondary">{t('nfc.unboundLabel')}</Typography.Text>
        ) : (
          // The bound activity by its title, linked to it (issue 13).
          <Link to={`/console/activities/${c.activity_id}`}>{c.activity_title ?? c.activity_id}</Link>
        ),
    },
    {
      title: t('nfc.platform'),
      from: 'xxl',
      dataIndex: 'platform',
      render: (p: NfcCard['platform']) => <Tag color={PLATFORM_COLORS[p]}>{t(`platform.${p}`)}</Tag>,
    },
    {
      title: t('nfc.status'),
      dataIndex: 'status',
      render: (s: NfcCard['status']) => (
        <Tag color={s === 'enabled' ? 'green' : 'default'}>{t(`nfc.statuses.${s}`)}</Tag>
      ),
    },
    {
      title: t('nfc.url'),
      from: 'xl',
      key: 'url',
      render: (_, c) => (
        <Typography.Text copyable={{ text: urlOf(c) }} data-testid={`nfc-url-${c.code}`}>
          {urlOf(c)}
        </Typography.Text>
      ),
    },
    {
      title: t('list.actions'),
      from: 'md',
      key: 'actions',
      render: (_, c) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setBinding(c)}>
            {c.activity_id === null ? t('nfc.bind') : t('nfc.rebind')}
          </Button>
          {c.activity_id !== null && (
            <Button size="small" onClick={() => unbind(c)}>
              {t('nfc.unbind')}
            </Button>
          )}
          {c.status === 'enabled' ? (
            <Button size="small" danger onClick={() => change(c, { status: 'disabled' }, t('nfc.disabled'))}>
              {t('nfc.disable')}
            </Button>
          ) : (
            <Button size="small" onClick={() => change(c, { status: 'enabled' }, t('nfc.enabled'))}>
              {t('nfc.enable')}
            </Button>
          )}
          {canWrite && (
            <Button size="small" type="primary" onClick={() => setWriting(urlOf(c))}>
              {t('nfc.writeTag')}
            </Button>
          )}
        </Space>
      ),
    },
  ]);

  return (
    <Card
      title={t('nfc.title')}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('nfc.create')}
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={canWrite ? t('nfc.webNfcHint') : t('nfc.writerAppHint')}
        data-testid="nfc-support"
      />
      <Table<NfcCard>
        rowKey="code"
        loading={cards.isPending}
        dataSource={cards.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: cards.data?.total ?? 0, onChange: setPage }}
        {...table}
      />
      <NfcCreateModal open={creating} onClose={() => setCreating(false)} />
      <NfcBindModal card={binding} onClose={() => setBinding(undefined)} />
      {writing !== undefined && (
        <NfcWriter key={writing} url={writing} onClose={() => setWriting(undefined)} />
      )}
    </Card>
  );
}
