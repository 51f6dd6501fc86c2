import type { TouchCardSummary } from '@vidmatrix/contract/touch-card-api';
import { Alert, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useCopyConfig } from '../api';
import { useCardForm } from '../use-card-form';

interface CopyConfigModalProps {
  to: TouchCardSummary;
  cards: readonly TouchCardSummary[];
  /** After a copy the card's settings are new: the page shows them in a fresh editor. */
  onCopied: () => void;
  onClose: () => void;
}

const cardName = (card: TouchCardSummary) => `${card.title ?? card.label ?? card.code} (${card.code})`;

/** Copies another card's store page (settings and items) onto this card of the same team. */
export function CopyConfigModal({ to, cards, onCopied, onClose }: CopyConfigModalProps) {
  const { t } = useTranslation('touch-card-console');
  const { failed, done } = useCardForm();
  const copy = useCopyConfig();
  const sources = cards.filter((c) => c.has_store_page && c.code !== to.code);
  const [from, setFrom] = useState<string>();

  const submit = () => {
    if (!from) return;
    copy.mutate(
      { from_code: from, to_code: to.code },
      {
        onSuccess: () => {
          done(t('copy.done'));
          onCopied();
          onClose();
        },
        onError: (error) => failed(error, t('config.updateFailed')),
      },
    );
  };

  return (
    <Modal
      open
      title={t('copy.title', { to: cardName(to) })}
      okText={t('copy.submit')}
      cancelText={t('items.cancel')}
      okButtonProps={{ disabled: !from }}
      confirmLoading={copy.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      {sources.length === 0 ? (
        <Typography.Text type="secondary">{t('copy.none')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            <label htmlFor="copy-from">{t('copy.from')}</label>
          </Typography.Paragraph>
          <Select
            id="copy-from"
            style={{ width: '100%', marginBottom: 12 }}
            value={from}
            onChange={setFrom}
            // A team may have many cards: typing a code or title finds one.
            showSearch={{ optionFilterProp: 'label' }}
            // At most one page of 100 cards: every option rendered (and reachable by its role).
            virtual={false}
            options={sources.map((c) => ({ value: c.code, label: cardName(c) }))}
          />
          <Alert type="warning" showIcon title={t('copy.warning')} />
        </>
      )}
    </Modal>
  );
}
