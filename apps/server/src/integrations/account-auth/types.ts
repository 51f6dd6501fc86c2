import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';

/** An app's key and secret on one platform: a brand's own, or the demo app the loopback fake knows. */
export interface AccountApp {
  key: string;
  secret: string;
}
/** The apps the loopback fake accepts, per platform. */
export type AccountAppsByPlatform = Partial<Record<AuthPlatform, AccountApp[]>>;

/**
 * One merchant-authorization client per platform (decision 026): each is the platform's real
 * protocol against its documented endpoints; a brand without an app gets the same client pointed
 * at the loopback fake (`demo`).
 */
export interface AccountTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds from now. */
  expiresIn: number;
  /** Seconds from now, when the platform says. */
  refreshExpiresIn?: number;
  /** The platform's id of the account, when the token answer carries it. */
  openId?: string;
  /** Profile fields some token answers carry (Doudian: the shop). */
  hint?: Partial<AccountProfile>;
}

export interface AccountProfile {
  openId: string;
  number: string;
  nickname: string;
  avatar: string;
  shopName: string | null;
  shopId: string | null;
  cartNumber: string | null;
}

export interface AuthorizeInput {
  state: string;
  /** Our callback page on the brand's host. */
  redirectUri: string;
  /** PKCE S256 challenge, for clients with `pkce`. */
  codeChallenge?: string;
}

export interface AccountAuthClient {
  readonly platform: AuthPlatform;
  /** The app (client key, app key, app id) the tokens are issued to. */
  readonly appKey: string;
  /** The platform takes a PKCE S256 challenge (TikTok Login Kit v2). */
  readonly pkce: boolean;
  authorizeUrl(input: AuthorizeInput): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<AccountTokens>;
  refresh(refreshToken: string): Promise<AccountTokens>;
  profile(tokens: AccountTokens): Promise<AccountProfile>;
}

export interface ClientOptions {
  /** API origin (tests and demo brands: the loopback fake). */
  apiBase: () => Promise<string>;
  /** Where the browser authorizes: the platform's page, or our demo page for the fake. */
  authorizeBase: string;
  timeoutMs: number;
  /**
   * The authorize page is our demo page: platforms whose redirect URL is set in their own console
   * (TikTok Shop, Doudian) also put it in the URL, so the demo page knows where to go back.
   */
  demo: boolean;
}
