import { videoTitle } from '@vidmatrix/contract/upload';
import { useTranslation } from '../../shared/i18n/use-translation';

/** A video title checked by the contract's own rule: the trimmed title, or the translated problem. */
export function useTitleCheck() {
  const { t } = useTranslation('upload');
  return (title: string): { title: string } | { problem: string } => {
    const parsed = videoTitle.safeParse(title);
    if (parsed.success) return { title: parsed.data };
    const key = parsed.error.issues[0]!.message;
    return { problem: key === 'video_title_too_long' ? t('titles.tooLong') : t('titles.required') };
  };
}
