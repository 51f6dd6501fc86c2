import type { SmsPurpose } from '@vidmatrix/contract/auth';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NetworkError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/api/notifier';
import { CountdownButton } from '../../../shared/ui/countdown-button';
import { useCountdown } from '../../../shared/use-countdown';
import { useSendCode } from '../api';
import { errorText } from '../error-text';

interface Props {
  purpose: SmsPurpose;
  /** Checks the phone field (spec §5: a phone is needed before a code is sent); its value or undefined. */
  phone: () => string | undefined;
  /** A server refusal worth showing under the phone field ("already registered"). */
  onError: (message: string) => void;
}

/** "Get code", then a 60 s countdown (the server's own wait) before the next one. */
export function CodeButton({ purpose, phone, onError }: Props) {
  const { t } = useTranslation('auth');
  const send = useSendCode();
  const { left, start } = useCountdown();
  const onClick = () => {
    const value = phone();
    if (!value) return;
    send.mutate(
      { phone: value, purpose },
      {
        onSuccess: (reply) => {
          start(reply.resend_after_s);
          notify(t('code.sent'));
        },
        onError: (error) => {
          const retry = (error as { data?: { retry_after_s?: number } }).data?.retry_after_s;
          if (retry) start(retry);
          onError(
            error instanceof NetworkError
              ? t('code.smsNetworkError')
              : errorText(error, t('code.smsNetworkError')),
          );
        },
      },
    );
  };
  return (
    <CountdownButton
      left={left}
      loading={send.isPending}
      onClick={onClick}
      label={t('code.send')}
      waitingLabel={(seconds) => t('code.resend', { seconds })}
    />
  );
}
