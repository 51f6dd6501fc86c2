import type { Script } from '@vidmatrix/contract/script-model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sanitizeHtml } from '../../../shared/sanitize/sanitize-html';
import styles from './script.module.css';

/**
 * The "AI-generated" label Chinese rules require on generated text (issue 6). A script the
 * built-in template wrote is not AI output; it says so, as the console does.
 */
export function AiLabel({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  if (!script.ai_generated && script.ai_source !== 'template') return null;
  return (
    <span className={styles.aiLabel} data-testid="ai-label">
      {script.ai_generated ? t('script.aiLabel') : t('script.aiTemplate')}
    </span>
  );
}

/** The text fields of spec §3's script, each shown only when filled in. */
export function ScriptFields({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  const fields = [
    ['script.lines', script.lines],
    ['script.referenceVideo', script.reference_video],
    ['script.basicInfo', script.basic_info],
    ['script.otherInfo', script.other_info],
    ['script.sceneRequirements', script.scene_requirements],
    ['script.contentPoints', script.content_points],
  ] as const;
  const content = sanitizeHtml(script.content);
  return (
    <dl className={styles.fields}>
      {fields.map(([key, value]) =>
        value ? (
          <div key={key} className={styles.field}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
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
