import { eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kuaishouAuthorizations } from './schema';
import type { TokenCipher } from '../../integrations/token-cipher';

type Row = typeof kuaishouAuthorizations.$inferSelect;
/** An authorization with its tokens in clear, as the service uses them (never stored so). */
export type KuaishouAuthorization = Omit<Row, 'keyId'>;
type NewKuaishouAuthorization = Omit<typeof kuaishouAuthorizations.$inferInsert, 'keyId'>;
type Tokens = Pick<KuaishouAuthorization, 'accessToken' | 'refreshToken'>;

// The tokens at rest (decision 026): AES-256-GCM bound to the row and column.
const seal = (cipher: TokenCipher, id: string, t: Tokens) => ({
  keyId: cipher.currentKeyId,
  accessToken: cipher.encrypt(t.accessToken, `kuaishou_authorizations.access:${id}`),
  refreshToken: cipher.encrypt(t.refreshToken, `kuaishou_authorizations.refresh:${id}`),
});
const open = (cipher: TokenCipher, row: Row): KuaishouAuthorization => {
  const { keyId, ...rest } = row;
  if (keyId === null) return rest;
  return {
    ...rest,
    accessToken: cipher.decrypt(row.accessToken, keyId, `kuaishou_authorizations.access:${row.id}`),
    refreshToken: cipher.decrypt(row.refreshToken, keyId, `kuaishou_authorizations.refresh:${row.id}`),
  };
};

export async function insertAuthorization(
  db: Db,
  cipher: TokenCipher,
  row: NewKuaishouAuthorization,
): Promise<void> {
  await db.insert(kuaishouAuthorizations).values({ ...row, ...seal(cipher, row.id, row) });
}

export async function findAuthorization(
  db: Db,
  cipher: TokenCipher,
  id: string,
): Promise<KuaishouAuthorization | undefined> {
  const [row] = await db.select().from(kuaishouAuthorizations).where(eq(kuaishouAuthorizations.id, id));
  return row && open(cipher, row);
}

export async function updateTokens(
  db: Db,
  cipher: TokenCipher,
  id: string,
  tokens: Pick<
    KuaishouAuthorization,
    'accessToken' | 'accessExpiresAt' | 'refreshToken' | 'refreshExpiresAt' | 'scopes'
  >,
): Promise<void> {
  await db
    .update(kuaishouAuthorizations)
    .set({ ...tokens, ...seal(cipher, id, tokens), updatedAt: new Date() })
    .where(eq(kuaishouAuthorizations.id, id));
}

/**
 * Start-up step (decision 026): rows stored in clear before issue 15, and rows under a key that
 * is no longer the first, are (re-)encrypted under the current key. Idempotent; every process
 * may run it — a row written twice holds the same tokens either way.
 */
export async function sealStoredTokens(db: Db, cipher: TokenCipher): Promise<number> {
  const rows = await db
    .select()
    .from(kuaishouAuthorizations)
    .where(or(isNull(kuaishouAuthorizations.keyId), ne(kuaishouAuthorizations.keyId, cipher.currentKeyId)));
  let done = 0;
  for (const row of rows) {
    if (row.keyId !== null && !cipher.hasKey(row.keyId)) continue; // a key that was dropped: unreadable
    const clear = open(cipher, row);
    await db
      .update(kuaishouAuthorizations)
      .set(seal(cipher, row.id, clear))
      .where(eq(kuaishouAuthorizations.id, row.id));
    done++;
  }
  return done;
}
