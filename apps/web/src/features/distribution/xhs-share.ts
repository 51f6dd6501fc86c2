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

/** Injects the SDK script once; a failed load is retried on the next call. */
export function loadXhsSdk(src = XHS_SDK_URL): Promise<XhsSdk> {
  if (window.xhs) return Promise.resolve(window.xhs);
  loading ??= new Promise<XhsSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.xhs ? resolve(window.xhs) : reject(new Error('xhs SDK missing after load'));
    script.onerror = () => reject(new Error('xhs SDK failed to load'));
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

/**
 * Validates, loads the SDK and shares. Rejects with an `XhsShareError` when our check fails;
 * SDK failures arrive later through `onFail`.
 */
export async function shareToXhs(
  shareInfo: XhsShareInfo,
  verifyConfig: XhsVerifyConfig,
  onFail: (detail: string) => void,
  loadSdk: () => Promise<XhsSdk> = loadXhsSdk,
): Promise<void> {
  const problem = validateShareInfo(shareInfo) ?? validateVerifyConfig(verifyConfig);
  if (problem) throw problem;
  const sdk = await loadSdk();
  sdk.share({ shareInfo, verifyConfig, fail: (error) => onFail(describeXhsError(error)) });
}

export const isXhsShareError = (e: unknown): e is XhsShareError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as XhsShareError).code === 'number' &&
  'message' in e &&
  !(e instanceof Error);
