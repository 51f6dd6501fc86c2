import type { Script } from '@vidmatrix/contract/script-model';
import { SCRIPT_TEXT_FIELDS, scriptAiLabel } from '@vidmatrix/contract/script-view';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sanitizeHtml } from '../../../shared/sanitize/sanitize-html';
import styles from './script.module.css';

/** The label Chinese rules require on generated text (issue 6; the rule: contract script-view). */
export function AiLabel({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  const label = scriptAiLabel(script);
  if (!label) return null;
  return (
    <span className={styles.aiLabel} data-testid="ai-label">
      {t(`script.${label}`)}
    </span>
  );
}

/** The text fields of spec §3's script, each shown only when filled in. */
export function ScriptFields({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  const content = sanitizeHtml(script.content);
  return (
    <dl className={styles.fields}>
      {SCRIPT_TEXT_FIELDS.map((field) =>
        script[field] ? (
          <div key={field} className={styles.field}>
            <dt>{t(`script.${field}`)}</dt>
            <dd>{script[field]}</dd>
          </div>
        ) : null,
      )}
      {content && (
        <div className={styles.field}>
          <dt>{t('script.content')}</dt>
          {/* Sanitised: only basic formatting tags and the color style survive (spec §5). */}
          <dd className={styles.rich} dangerouslySetInnerHTML={{ __html: content }} />
        </div>
      )}
      {script.content_lines.length > 0 && (
        <div className={styles.field}>
          <dt>{t('script.contentLines')}</dt>
          <dd>
            <ol className={styles.lines}>
              {script.content_lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Type, orientation, word count and expected length, one line. */
export function ScriptFacts({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  return (
    <p className={styles.facts}>
      <span>{t(script.type === 'shot' ? 'script.type_shot' : 'script.type_whole')}</span>
      <span>
        {t('script.orientation')} {script.orientation}
      </span>
      <span>
        {t('script.wordCount')} {script.word_count}
      </span>
      <span>
        {t('script.duration')} {t('script.seconds', { count: script.expected_duration_seconds })}
      </span>
    </p>
  );
}
