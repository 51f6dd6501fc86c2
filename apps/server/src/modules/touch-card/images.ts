import { TOUCH_CARD_LIMITS } from '@vidmatrix/contract/touch-card-rules';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import { imageType, putImage } from '../../shared/stored-image';

/**
 * Stores an uploaded logo, background or QR image under `touch-card/<team>/<hash>.<ext>`: the
 * key is the content's hash, so the same image uploaded twice is one object, and the team in
 * the key lets the settings refuse another team's images.
 */
export async function storeImage(storage: Storage, teamId: number, body: unknown): Promise<string> {
  const bytes = Buffer.isBuffer(body) ? body : undefined;
  const type = bytes && imageType(bytes);
  // The page's settings take JPG or PNG only (spec §3).
  if (!bytes || (type !== 'png' && type !== 'jpg'))
    throw new AppError('touchCardImageInvalid', { messageKey: 'touch_card.image_invalid' });
  if (bytes.length > TOUCH_CARD_LIMITS.imageBytes) {
    throw new AppError('touchCardImageTooLarge', {
      messageKey: 'touch_card.image_too_large',
      params: { mb: TOUCH_CARD_LIMITS.imageBytes / 1024 / 1024 },
    });
  }
  return putImage(storage, `touch-card/${teamId}`, bytes, type);
}
