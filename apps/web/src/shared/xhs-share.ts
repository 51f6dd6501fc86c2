/**
 * Xiaohongshu's web share SDK (../shared/design/integrations.md): loaded on demand, called only
 * after our own check of what we pass it (spec §5), which produces the 10001/10002/20001 errors.
 */
export const XHS_SDK_URL = 'https://fe-static.xhscdn.com/biz-static/goten/xhs-1.0.1.js';

export interface XhsShareInfo {
  type: 'normal' | 'video';
  title?: string;
  content?: string;
  images?: string[];
  video?: string;
  cover?: string;
}

export interface XhsVerifyConfig {
  appKey: string;
  nonce: string;
  timestamp: string;
  signature: string;
}

export interface XhsShareError {
  code: number;
  message: string;
}

interface XhsSdk {
  share(options: {
    shareInfo: XhsShareInfo;
    verifyConfig: XhsVerifyConfig;
    fail?: (error: unknown) => void;
  }): void;
}

declare global {
  interface Window {
    xhs?: XhsSdk;
  }
}

const XHS_ERROR = { noField: 10001, invalidData: 10002, unauthorized: 20001 } as const;

const noField = (field: string): XhsShareError => ({
  code: XHS_ERROR.noField,
  message: `No field: ${field}`,
});
const invalid = (field: string): XhsShareError => ({
  code: XHS_ERROR.invalidData,
  message: `Invalid data: ${field}`,
});
const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\//i.test(v);
const absent = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Spec §5: type required (normal or video); video required for the video type and a string
 * beginning with http or https; title a string; cover beginning with http(s); content a string.
 * Returns the first problem, or null.
 */
export function validateShareInfo(info: unknown): XhsShareError | null {
  if (typeof info !== 'object' || info === null) return noField('shareInfo');
  const s = info as Record<string, unknown>;
  if (absent(s.type)) return noField('type');
  if (s.type !== 'normal' && s.type !== 'video') return invalid('type');
  if (s.type === 'video') {
    if (absent(s.video)) return noField('video');
    if (!isHttpUrl(s.video)) return invalid('video');
  }
  if (s.title !== undefined && typeof s.title !== 'string') return invalid('title');
  if (s.content !== undefined && typeof s.content !== 'string') return invalid('content');
  if (!absent(s.cover) && !isHttpUrl(s.cover)) return invalid('cover');
  return null;
}

/** 20001: the signed config is incomplete, so the SDK would refuse us anyway. */
export function validateVerifyConfig(config: Partial<XhsVerifyConfig> | undefined): XhsShareError | null {
  const complete =
    config &&
    ['appKey', 'nonce', 'timestamp', 'signature'].every(
      (key) =>
        typeof config[key as keyof XhsVerifyConfig] === 'string' &&
        config[key as keyof XhsVerifyConfig] !== '',
    );
  return complete ? null : { code: XHS_ERROR.unauthorized, message: 'Unauthorized' };
}

let loading: Promise<XhsSdk> | undefined;

/** A blocked CDN can leave the script pending for a minute; the visitor is not kept that long. */
const XHS_SDK_TIMEOUT_MS = 8_000;

/** Injects the SDK script once; a failed or timed-out load is retried on the next call. */
export function loadXhsSdk(src = XHS_SDK_URL, timeoutMs = XHS_SDK_TIMEOUT_MS): Promise<XhsSdk> {
  if (window.xhs) return Promise.resolve(window.xhs);
  loading ??= new Promise<XhsSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error('xhs SDK timed out'));
    }, timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.xhs) resolve(window.xhs);
      else reject(new Error('xhs SDK missing after load'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('xhs SDK failed to load'));
    };
    document.head.appendChild(script);
  }).then(
    (sdk) => {
      loading = undefined; // window.xhs is the cache from now on
      return sdk;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Detail of an SDK failure for the "share failed" message. */
function describeXhsError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown; msg?: unknown };
    const text = [e.code, e.message ?? e.msg].filter((v) => v !== undefined && v !== '').join(' ');
    if (text) return text;
  }
  return error instanceof Error ? error.message : '';
}

/** The SDK could not be loaded from the platform's CDN: blocked, offline or timed out. */
export class XhsSdkUnavailable extends Error {
  override readonly name = 'XhsSdkUnavailable';
}

/**
 * Validates, then loads the SDK; resolves with the share call to make. Rejects with an
 * `XhsShareError` when our check fails and with `XhsSdkUnavailable` when the SDK cannot load,
 * so the caller can offer another way before anything is counted. SDK failures arrive later
 * through `onFail`.
 */
export async function prepareXhsShare(
  shareInfo: XhsShareInfo,
  verifyConfig: XhsVerifyConfig,
  loadSdk: () => Promise<XhsSdk> = loadXhsSdk,
): Promise<(onFail: (detail: string) => void) => void> {
  const problem = validateShareInfo(shareInfo) ?? validateVerifyConfig(verifyConfig);
  if (problem) throw problem;
  let sdk: XhsSdk;
  try {
    sdk = await loadSdk();
  } catch (error) {
    throw new XhsSdkUnavailable('xhs SDK unavailable', { cause: error });
  }
  return (onFail) => sdk.share({ shareInfo, verifyConfig, fail: (error) => onFail(describeXhsError(error)) });
}

export const isXhsShareError = (e: unknown): e is XhsShareError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as XhsShareError).code === 'number' &&
  'message' in e &&
  !(e instanceof Error);
