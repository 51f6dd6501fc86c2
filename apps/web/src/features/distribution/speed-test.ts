import { SPEED_TEST_MS, SPEED_THRESHOLD_BYTES_PER_MS } from '@vidmatrix/contract/distribution-routes';

export interface SpeedTestOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** `test_url` with a time parameter, so no cache answers in the network's place (spec §7). */
export function speedTestUrl(testUrl: string, time: number): string {
  const url = new URL(testUrl, window.location.href);
  url.searchParams.set('t', String(time));
  return url.toString();
}

/**
 * Downloads `testUrl` for at most 2.5 s and returns the speed in bytes per millisecond (spec §4,
 * §9). The download is aborted at the time-out; what arrived until then counts. A failed request
 * measures 0, which picks the CDN link.
 */
export async function measureSpeed(testUrl: string, options: SpeedTestOptions = {}): Promise<number> {
  const { timeoutMs = SPEED_TEST_MS, fetchImpl = fetch, now = () => performance.now() } = options;
  const controller = new AbortController();
  const started = now();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let bytes = 0;
  try {
    const response = await fetchImpl(speedTestUrl(testUrl, Date.now()), {
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) return 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
      }
    } catch {
      // Aborted at the time-out: the bytes read so far are the measurement.
    } finally {
      reader.releaseLock?.();
    }
  } catch {
    if (!controller.signal.aborted) return 0;
  } finally {
    clearTimeout(timer);
  }
  const elapsed = Math.max(now() - started, 1);
  return bytes / elapsed;
}

export interface DouyinLinks {
  schemaV2: string;
  cdnSchemaV2: string;
  cdnSchema: string;
  testUrl: string;
}

/** Faster than 500 bytes/ms → the original link (schema_v2), otherwise the CDN one. */
export function linkForSpeed(links: DouyinLinks, bytesPerMs: number): string {
  return bytesPerMs > SPEED_THRESHOLD_BYTES_PER_MS ? links.schemaV2 : links.cdnSchemaV2 || links.schemaV2;
}

/**
 * The Douyin link to open (spec §4 "Plain flow"): with both `test_url` and `cdn_schema` the speed
 * test decides; without either, the original link.
 */
export async function chooseDouyinLink(links: DouyinLinks, options: SpeedTestOptions = {}): Promise<string> {
  if (!links.testUrl || !links.cdnSchema) return links.schemaV2;
  return linkForSpeed(links, await measureSpeed(links.testUrl, options));
}
