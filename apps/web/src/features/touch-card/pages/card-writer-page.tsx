import { penCardPath } from '@vidmatrix/contract/touch-card-rules';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import {
  TOUCH_CARD_EVENTS,
  TOUCH_CARD_WORD_COUNTS,
  type CopyKind,
  type TouchCardWordCount,
} from '@vidmatrix/contract/touch-card-rules';
import { trackLater } from '../../../shared/analytics/track-later';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useStorePage } from '../api';
import { CardState } from '../components/card-state';
import { CopyResult } from '../components/copy-result';
import { isCardInvalid, useCardCode } from '../use-card-code';
import { useCopyWriter } from '../use-copy-writer';
import styles from './card-writer-page.module.css';

const KINDS: readonly CopyKind[] = ['moments', 'xhs'];

const wordCountOf = (card: PublicTouchCard): TouchCardWordCount =>
  (TOUCH_CARD_WORD_COUNTS as readonly number[]).includes(card.word_count)
    ? (card.word_count as TouchCardWordCount)
    : 300;

function Writer({ card, code }: { card: PublicTouchCard; code: string }) {
  const { t } = useTranslation('touch-card');
  const [kind, setKind] = useState<CopyKind>('moments');
  const [length, setLength] = useState<TouchCardWordCount>(() => wordCountOf(card));
  const writer = useCopyWriter(code);
  const writing = writer.status === 'writing';
  const shown = writer.copy?.kind === kind ? writer.copy : null;
  const write = () => writer.start(kind, length);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {card.logo_url && <img className={styles.logo} src={card.logo_url} alt="" width={40} height={40} />}
        <div>
          <h1 className={styles.title}>{t('writer.title')}</h1>
          <p className={styles.store}>{card.title}</p>
        </div>
      </header>
      <div className={styles.choices} role="group" aria-label={t('writer.title')}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={styles.choice}
            aria-pressed={kind === k}
            disabled={writing}
            onClick={() => setKind(k)}
          >
            {t(`writer.kinds.${k}`)}
          </button>
        ))}
      </div>
      <div className={styles.choices} role="group" aria-label={t('writer.length')}>
        {TOUCH_CARD_WORD_COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.length}
            aria-pressed={length === n}
            disabled={writing}
            onClick={() => setLength(n)}
          >
            {t('writer.lengthOption', { n })}
          </button>
        ))}
      </div>
      <button type="button" className={styles.write} disabled={writing} onClick={write}>
        {writing ? t('writer.writing') : shown ? t('writer.change') : t('writer.generate')}
      </button>
      <section className={styles.output} aria-live="polite" aria-busy={writing} data-testid="copy-output">
        {writing && (
          <p className={styles.streaming} data-testid="copy-streaming">
            {writer.text}
            <span className={styles.caret} aria-hidden="true" />
          </p>
        )}
        {writer.status === 'failed' && (
          <div className={styles.failed} role="alert">
            <p>{t('writer.failed')}</p>
            <button type="button" className={styles.retry} onClick={write}>
              {t('writer.retry')}
            </button>
          </div>
        )}
        {!writing && shown && (
          <CopyResult
            copy={shown}
            code={code}
            images={[card.logo_url, card.background_image_url].filter((u): u is string => !!u)}
            onCopied={() => trackLater(TOUCH_CARD_EVENTS.copyCopied, { code, copy_kind: shown.kind })}
          />
        )}
      </section>
      <Link className={styles.back} to={penCardPath(code)}>
        {t('addWx.back')}
      </Link>
    </main>
  );
}

/** /CardWriterPage?code=…: Moments copy and a Xiaohongshu note written from the card (issue 14). */
export function CardWriterPage() {
  const code = useCardCode();
  const { data, error, isPending, reload } = useStorePage(code);
  if (!code || isCardInvalid(error)) return <CardState state="invalid" />;
  if (error && !data) return <CardState state="failed" onRetry={reload} />;
  if (isPending || !data) return <PageLoading />;
  return <Writer card={data.card} code={code} />;
}
