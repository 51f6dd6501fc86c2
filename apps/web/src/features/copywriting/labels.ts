import { SHOT_SCALES, SHOT_SIZE_IDS } from '@vidmatrix/contract/script-model';
import type { TFunction } from '../../shared/i18n/keys';

type T = TFunction<'copywriting'>;

/** Spec §3 shot-size ids with their names: 1 shot type label, 2 long … 6 full shot. */
export const shotSizeOptions = (t: T) =>
  SHOT_SIZE_IDS.map((id) => ({ value: id, label: t(`shotSize.${id}`) }));

export const shotScaleOptions = (t: T) =>
  SHOT_SCALES.map((scale) => ({ value: scale, label: t(`shotScale.${scale}`) }));

/** `9:16` cannot be an i18next key (the colon separates namespaces): named keys instead. */
const ORIENTATION_KEYS = { '9:16': 'vertical', '16:9': 'horizontal' } as const;

export const orientationLabel = (t: T, orientation: keyof typeof ORIENTATION_KEYS) =>
  t(`orientation.${ORIENTATION_KEYS[orientation]}`);

export const orientationOptions = (t: T) =>
  (['9:16', '16:9'] as const).map((value) => ({ value, label: orientationLabel(t, value) }));

export const typeOptions = (t: T) =>
  (['shot', 'whole'] as const).map((value) => ({ value, label: t(`type.${value}`) }));
