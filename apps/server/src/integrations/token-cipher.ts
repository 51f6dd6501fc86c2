import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Platform tokens at rest (decision 026): AES-256-GCM, a fresh 12-byte IV per value, the row's
 * `key_id` naming the key. The first configured key encrypts; every configured key decrypts, so
 * a new key can be put first while old rows are still readable (rotation: docs/deployment.md).
 * Stored form: base64url(iv ‖ tag ‖ ciphertext). The additional data binds a value to its
 * column and row ("platform_accounts.access:42"), so ciphertexts cannot be swapped between rows.
 */
export interface TokenKey {
  id: string;
  key: Buffer;
}

export class TokenCipher {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: readonly TokenKey[]) {
    if (keys.length === 0) throw new Error('TokenCipher needs at least one key');
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** The key id new values are written with. */
  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  hasKey(id: string): boolean {
    return this.byId.has(id);
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Throws when the key is unknown or the value was altered (GCM's tag). */
  decrypt(stored: string, keyId: string, context: string): string {
    const key = this.byId.get(keyId);
    if (!key) throw new Error(`token key ${keyId} is not configured (TOKEN_ENCRYPTION_KEYS)`);
    const raw = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
