/**
 * Writing the card URL to an NFC tag with Web NFC (Android Chrome), then reading it back.
 * https://w3c.github.io/web-nfc/ — `NDEFReader.write()` resolves once a tag held near the phone
 * was written; `scan()` then delivers `reading` events with the tag's records.
 */

export type NfcState =
  | 'idle'
  /** Waiting for a tag to write: "hold the tag near the phone". */
  | 'writing'
  | 'written'
  /** Waiting for the tag again, to read it back. */
  | 'verifying'
  | 'verified'
  | 'mismatch'
  | 'denied'
  | 'failed';

interface NdefRecordLike {
  recordType: string;
  data?: DataView | undefined;
}
interface NdefReadingLike extends Event {
  message: { records: readonly NdefRecordLike[] };
}

/** The part of NDEFReader this page uses (typed here: TypeScript's DOM library lacks Web NFC). */
export interface NdefReaderLike {
  write(
    message: { records: { recordType: string; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  addEventListener(type: 'reading' | 'readingerror', listener: (event: Event) => void): void;
  removeEventListener(type: 'reading' | 'readingerror', listener: (event: Event) => void): void;
}

type ReaderFactory = () => NdefReaderLike;

export function nfcSupported(win: object = window): boolean {
  return 'NDEFReader' in win;
}

export function browserReader(): NdefReaderLike {
  const Reader = (window as unknown as { NDEFReader: new () => NdefReaderLike }).NDEFReader;
  return new Reader();
}

/** The permission prompt was refused (or NFC is off in the phone's settings). */
const isDenied = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';

export async function writeTag(url: string, create: ReaderFactory, signal?: AbortSignal): Promise<NfcState> {
  try {
    await create().write({ records: [{ recordType: 'url', data: url }] }, signal ? { signal } : {});
    return 'written';
  } catch (error) {
    return isDenied(error) ? 'denied' : 'failed';
  }
}

/** The URL records of an NDEF message, decoded (NDEF text is UTF-8). */
function urlsOf(records: readonly NdefRecordLike[]): string[] {
  const decoder = new TextDecoder();
  return records
    .filter((r) => (r.recordType === 'url' || r.recordType === 'absolute-url') && r.data)
    .map((r) => decoder.decode(r.data));
}

/**
 * Scans the next tag and compares its URL record with `url`: verified, mismatch (another URL or
 * none), denied, or failed (the tag could not be read). Stops scanning when done or aborted.
 */
export async function verifyTag(url: string, create: ReaderFactory, signal?: AbortSignal): Promise<NfcState> {
  const reader = create();
  const stop = new AbortController();
  signal?.addEventListener('abort', () => stop.abort(), { once: true });
  try {
    const result = new Promise<NfcState>((resolve) => {
      const onReading = (event: Event) => {
        const urls = urlsOf((event as NdefReadingLike).message.records);
        resolve(urls.includes(url) ? 'verified' : 'mismatch');
      };
      const onError = () => resolve('failed');
      reader.addEventListener('reading', onReading);
      reader.addEventListener('readingerror', onError);
      stop.signal.addEventListener('abort', () => {
        reader.removeEventListener('reading', onReading);
        reader.removeEventListener('readingerror', onError);
        resolve('idle');
      });
    });
    await reader.scan({ signal: stop.signal });
    return await result;
  } catch (error) {
    return isDenied(error) ? 'denied' : 'failed';
  } finally {
    stop.abort();
  }
}
