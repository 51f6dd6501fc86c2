import { useState } from 'react';
import type { WrittenCopyReply } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_EVENTS } from '@vidmatrix/contract/touch-card-rules';
import { trackBeforeLeaving } from '../../../shared/analytics/track-later';
import { notify } from '../../../shared/api/notifier';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { currentUserAgent } from '../../../shared/user-agent';
import { copyAllText, noteContent } from '../copy-writer';
import { CopyTextButton } from './copy-text-button';
import styles from './copy-result.module.css';

const PLATFORM_KEY = { xhs: 'xhs', douyin: 'douyin', kuaishou: 'kuaishou' } as const;

interface Props {
  copy: WrittenCopyReply;
  code: string;
  images: string[];
  onCopied: () => void;
}

/** A finished copy: its parts with copy buttons, the AI-content label, format problems, posting. */
export function CopyResult({ copy, code, images, onCopied }: Props) {
  const { t } = useTranslation('touch-card');
  const [posting, setPosting] = useState(false);
  const xhsProblem = copy.format_problems.includes('xhs');
  const post = () => {
    setPosting(true);
    // Posting hands over to Xiaohongshu: the event leaves now, not with a beacon that may be lost.
    void trackBeforeLeaving({ name: TOUCH_CARD_EVENTS.postStarted, props: { code, copy_kind: copy.kind } });
    void import('../xhs-note')
      .then(({ postXhsNote }) =>
        postXhsNote({
          code,
          copy,
          images: images.map((url) => new URL(url, location.href).href),
          userAgent: currentUserAgent(),
          t,
          notify,
        }),
      )
      .catch(() => notify(t('writer.sdkFailed')))
      .finally(() => setPosting(false));
  };
  return (
    <article className={styles.result} data-testid="copy-result" data-kind={copy.kind}>
      {copy.ai_label && (
        <p className={styles.aiLabel} data-testid="ai-label">
          {t('writer.aiLabel')}
        </p>
      )}
      {copy.kind === 'xhs' && (
        <h2 className={styles.noteTitle} data-testid="copy-title">
          {copy.title}
        </h2>
      )}
      <p className={styles.body} data-testid="copy-body">
        {copy.body}
      </p>
      {copy.topics.length > 0 && (
        <p className={styles.topics} data-testid="copy-topics">
          {copy.topics.map((topic) => `#${topic}`).join(' ')}
        </p>
      )}
      {copy.format_problems.map((platform) => (
        <p key={platform} className={styles.problem} role="alert">
          {t('writer.formatError', { platform: t(`platforms.${PLATFORM_KEY[platform]}`) })}
        </p>
      ))}
      <div className={styles.actions}>
        {copy.kind === 'xhs' && (
          <CopyTextButton
            className={styles.secondary}
            text={copy.title}
            label={t('writer.copyTitle')}
            onCopied={onCopied}
          />
        )}
        {copy.kind === 'xhs' && (
          <CopyTextButton
            className={styles.secondary}
            text={noteContent(copy)}
            label={t('writer.copyBody')}
            onCopied={onCopied}
          />
        )}
        <CopyTextButton
          className={styles.primary}
          text={copyAllText(copy)}
          label={t('writer.copyAll')}
          onCopied={onCopied}
        />
        {copy.kind === 'xhs' && (
          <button type="button" className={styles.post} disabled={posting || xhsProblem} onClick={post}>
            {t('writer.post')}
          </button>
        )}
      </div>
    </article>
  );
}
