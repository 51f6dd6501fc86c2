import type { AiSource } from '@vidmatrix/contract/copywriting';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * Deep-synthesis labelling: text a model wrote carries a visible "AI-generated" label wherever it
 * is shown; the built-in template says plainly that it is a template, not AI.
 */
export function AiLabel({ source }: { source: AiSource | null }) {
  const { t } = useTranslation('copywriting');
  if (source === 'openai') {
    return (
      <Tooltip title={t('label.aiHint')}>
        <Tag color="purple" data-testid="ai-label">
          {t('label.ai')}
        </Tag>
      </Tooltip>
    );
  }
  if (source === 'template') {
    return (
      <Tooltip title={t('label.templateHint')}>
        <Tag data-testid="template-label">{t('label.template')}</Tag>
      </Tooltip>
    );
  }
  return null;
}
