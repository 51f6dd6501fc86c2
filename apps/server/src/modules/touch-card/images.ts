import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOUCH_CARD_LIMITS } from '@vidmatrix/contract/touch-card-rules';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';

/** What the bytes are, whatever the request's content-type said: PNG, JPEG, or neither. */
function imageType(bytes: Uint8Array): 'png' | 'jpg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

/**
 * Stores an uploaded logo, background or QR image under `touch-card/<team>/<hash>.<ext>`: the
 * key is the content's hash, so the same image uploaded twice is one object, and the team in
 * the key lets the settings refuse another team's images.
 */
export async function storeImage(storage: Storage, teamId: number, body: unknown): Promise<string> {
  const bytes = Buffer.isBuffer(body) ? body : undefined;
  const type = bytes && imageType(bytes);
  if (!bytes || !type)
    throw new AppError('touchCardImageInvalid', { messageKey: 'touch_card.image_invalid' });
  if (bytes.length > TOUCH_CARD_LIMITS.imageBytes) {
    throw new AppError('touchCardImageTooLarge', {
      messageKey: 'touch_card.image_too_large',
      params: { mb: TOUCH_CARD_LIMITS.imageBytes / 1024 / 1024 },
    });
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `touch-card/${teamId}/${hash}.${type}`;
  const file = join(tmpdir(), `touch-card-${randomUUID()}.${type}`);
  try {
    await writeFile(file, bytes);
    await storage.put(key, file, type === 'png' ? 'image/png' : 'image/jpeg');
  } finally {
    await rm(file, { force: true });
  }
  return key;
}
