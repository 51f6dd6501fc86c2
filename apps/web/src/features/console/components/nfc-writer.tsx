import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { browserReader, verifyTag, writeTag, type NfcState } from '../web-nfc';

const ALERT_TYPE: Record<NfcState, 'info' | 'success' | 'warning' | 'error'> = {
  idle: 'info',
  writing: 'info',
  written: 'success',
  verifying: 'info',
  verified: 'success',
  mismatch: 'error',
  denied: 'error',
  failed: 'error',
};

/**
 * Writes a card's URL onto a tag held near the phone, then reads the tag back to verify it.
 * Mounted per card while open, so each card starts from "idle"; closing stops a pending scan.
 */
export function NfcWriter({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [state, setState] = useState<NfcState>('idle');
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (step: 'writing' | 'verifying') => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState(step);
    const next =
      step === 'writing'
        ? await writeTag(url, browserReader, controller.signal)
        : await verifyTag(url, browserReader, controller.signal);
    if (!controller.signal.aborted) setState(next);
  };
  const busy = state === 'writing' || state === 'verifying';

  return (
    <Modal open title={t('nfc.writeTitle')} onCancel={onClose} footer={null}>
      <Flex vertical gap={12}>
        <Typography.Paragraph copyable className="url">
          {url}
        </Typography.Paragraph>
        <Alert
          type={ALERT_TYPE[state]}
          title={t(`nfc.state.${state}`)}
          data-testid="nfc-state"
          data-state={state}
        />
        <Flex gap={8}>
          <Button
            type="primary"
            loading={state === 'writing'}
            disabled={busy}
            onClick={() => void run('writing')}
          >
            {t('nfc.write')}
          </Button>
          <Button loading={state === 'verifying'} disabled={busy} onClick={() => void run('verifying')}>
            {t('nfc.verify')}
          </Button>
          {busy && (
            <Button
              onClick={() => {
                abort.current?.abort();
                setState('idle');
              }}
            >
              {t('nfc.cancel')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Modal>
  );
}
