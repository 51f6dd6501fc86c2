import { App } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ApiError, NetworkError } from '../../shared/api/api-error';

/**
 * Success and failure notes for console actions, through the shell's antd `<App>`. A failure
 * shows the server's message (already in the user's language), else a generic one.
 */
export function useFeedback() {
  const { message } = App.useApp();
  const { t } = useTranslation('console');
  return {
    done: (text: string) => void message.success(text),
    failed: (error: unknown) =>
      void message.error(
        error instanceof ApiError || error instanceof NetworkError ? error.message : t('common.actionFailed'),
      ),
  };
}
