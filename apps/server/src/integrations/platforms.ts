import type { Brand } from '@vidmatrix/brands/brands';
import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';
import type { BrandAccountAuth } from './account-auth/create-account-auth';
import type { ShareIdLease } from './share-id-buffer';

/**
 * What the distribution module needs of the platforms, per brand. Each implementation is a real
 * HTTP client built from the platform's public documentation; a brand without credentials gets
 * the same client pointed at our loopback fake, and `demo` tells the page to show a badge.
 * (docs/decisions/007-platform-integrations.md)
 */
export interface DouyinShareInput {
  /** Public URL of the MP4 (served with content-type video/mp4). */
  videoUrl: string;
  title: string;
  hashtags: string[];
  /** The CDN copy of the video: also sign a `cdnSchema` (`cdn_schema_v2`) with the same share id. */
  cdnVideoUrl?: string;
  /**
   * The share id for `state`, leased with `leaseShareId` and recorded by the caller with its claim
   * (so Douyin's `create_video` webhook can mark it "posted"); without it one is fetched.
   */
  shareId?: string;
}

export interface DouyinShareLink {
  /** snssdk1128://openplatform/share?... signed link that opens Douyin's publish page. */
  schema: string;
  /** Douyin share id sent as `state`; the create_video webhook names it. */
  shareId: string;
  /** The same link with `cdnVideoUrl` as `video_path`, when that was given. */
  cdnSchema?: string;
}

export interface XhsCardConfig {
  app_key: string;
  nonce: string;
  timestamp: string;
  signature: string;
}

export interface KuaishouPublishInput {
  accessToken: string;
  video: Buffer | NodeJS.ReadableStream;
  videoSize: number;
  caption: string;
  cover?: Buffer;
}

export interface KuaishouTokens {
  accessToken: string;
  openId: string;
  /** Seconds. */
  expiresIn: number;
  refreshToken: string;
  /** Seconds, when the platform says. */
  refreshExpiresIn?: number;
  scopes: string[];
}

/** The three platforms whose clients a brand gets (WeChat needs no server call yet). */
export type PlatformKey = 'douyin' | 'xhs' | 'kuaishou';

export interface BrandPlatforms {
  /** True when at least one platform of this brand has no credentials and the loopback fake answers. */
  demo: boolean;
  /** Per platform: true when that platform is the loopback fake for this brand. */
  demoPlatforms: Record<PlatformKey, boolean>;
  douyin: {
    /** A share id fetched ahead of need (the platform is called only when none is buffered). */
    leaseShareId(): Promise<ShareIdLease>;
    shareLink(input: DouyinShareInput): Promise<DouyinShareLink>;
  };
  xhs: { cardConfig(): Promise<XhsCardConfig> };
  kuaishou: {
    /** The Kuaishou app the tokens are issued to (stored with each authorization). */
    appId: string;
    authorizeUrl(input: { state: string; redirectUri: string; desktop: boolean }): string;
    exchangeCode(code: string): Promise<KuaishouTokens>;
    refreshToken(refreshToken: string): Promise<KuaishouTokens>;
    publish(input: KuaishouPublishInput): Promise<{ photoId: string }>;
  };
}

export interface Platforms {
  forBrand(brand: Brand): BrandPlatforms;
  /**
   * The Douyin app a webhook names by `client_key`: its secret (to check `X-Douyin-Signature`)
   * and the brands using it. Undefined for an app we do not know.
   */
  douyinApp(clientKey: string): { clientSecret: string; brandKeys: string[] } | undefined;
  /**
   * The demo Kuaishou app while the fakes are on: the in-app demo authorize page mints codes for
   * it (a phone cannot reach the fake's loopback port). Undefined with fakes off.
   */
  demoKuaishouApp(): { appId: string; appSecret: string } | undefined;
  /**
   * The merchant-authorization client of a platform for a brand (decision 026): its own app, the
   * demo app on the loopback fake, or undefined (not configured for this brand).
   */
  accountAuth(brand: Brand, platform: AuthPlatform): BrandAccountAuth | undefined;
  /** The demo app of a platform while the fakes are on (our demo authorize page mints its codes). */
  demoAccountApp(platform: AuthPlatform): { key: string; secret: string } | undefined;
  close(): Promise<void>;
}
