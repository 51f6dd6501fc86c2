import { App } from 'antd';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { useTranslation } from '../../shared/i18n/use-translation';

/** The editor's notes through the console's antd `<App>`: a failure shows the server's own words. */
export function useNotes() {
  const { message } = App.useApp();
  const { t } = useTranslation('academy-console');
  const reason = (error: unknown) =>
    error instanceof ApiError || error instanceof NetworkError ? error.message : t('actions.failed');
  return {
    done: (text: string) => void message.success(text),
    failed: (error: unknown) => void message.error(reason(error)),
  };
}
