import { distinctMax, nextShotHint } from '@vidmatrix/contract/mix-plan';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { planScenesOf, type SceneDraft } from '../studio-rules';

/**
 * "6 shots in 3 scenes give 24 distinct variants; add 1 shot to “drinks” and 1 to “room” for 36":
 * the same count the server enforces, recomputed as the merchant edits (contract mix-plan.ts).
 */
export function CountHint({ scenes }: { scenes: SceneDraft[] }) {
  const { t } = useTranslation('mix');
  const plan = planScenesOf(scenes);
  const count = distinctMax(plan);
  const shots = scenes.reduce((n, s) => n + s.clip_ids.length, 0);
  const hint = count > 0 ? nextShotHint(plan) : null;
  const adds = hint?.add
    .flatMap((n, i) => (n ? [t('count.hintItem', { count: n, scene: scenes[i]!.name })] : []))
    .join(t('count.separator'));
  return (
    <Alert
      type={count > 0 ? 'info' : 'warning'}
      showIcon
      data-testid="distinct-count"
      title={count > 0 ? t('count.distinct', { shots, scenes: scenes.length, count }) : t('count.emptyScene')}
      description={hint ? t('count.hint', { adds, next: hint.distinct_max }) : undefined}
    />
  );
}
