import { describe, expect, it } from 'vitest';
import { nfcSupported, verifyTag, writeTag, type NdefReaderLike } from './web-nfc';

const URL_TEXT = 'http://vidmatrix.localhost/n/NFC-ABC';
const encode = (s: string) => new DataView(new TextEncoder().encode(s).buffer);

/** A fake NDEFReader: a tag (its URL) or a failure, delivered when the page writes or scans. */
class FakeReader extends EventTarget implements NdefReaderLike {
  static tag: string | undefined;
  static failWith: DOMException | undefined;
  static readError = false;
  static writes: string[] = [];

  async write(message: { records: { recordType: string; data: string }[] }) {
    if (FakeReader.failWith) throw FakeReader.failWith;
    FakeReader.tag = message.records[0]!.data;
    FakeReader.writes.push(FakeReader.tag);
  }

  async scan(options: { signal?: AbortSignal } = {}) {
    if (FakeReader.failWith) throw FakeReader.failWith;
    setTimeout(() => {
      if (options.signal?.aborted) return;
      if (FakeReader.readError) {
        this.dispatchEvent(new Event('readingerror'));
        return;
      }
      const event = Object.assign(new Event('reading'), {
        message: { records: FakeReader.tag ? [{ recordType: 'url', data: encode(FakeReader.tag) }] : [] },
      });
      this.dispatchEvent(event);
    }, 1);
  }
}

const reset = (tag?: string) => {
  FakeReader.tag = tag;
  FakeReader.failWith = undefined;
  FakeReader.readError = false;
  FakeReader.writes = [];
};
const create = () => new FakeReader();

describe('Web NFC write and read-back', () => {
  it('is offered only where the browser has NDEFReader', () => {
    expect(nfcSupported({})).toBe(false);
    expect(nfcSupported({ NDEFReader: FakeReader })).toBe(true);
  });

  it('writes the URL as one url record, then verifies it', async () => {
    reset();
    expect(await writeTag(URL_TEXT, create)).toBe('written');
    expect(FakeReader.writes).toEqual([URL_TEXT]);
    expect(await verifyTag(URL_TEXT, create)).toBe('verified');
  });

  it('a tag holding another URL (or none) is a mismatch', async () => {
    reset('http://other.example/n/X');
    expect(await verifyTag(URL_TEXT, create)).toBe('mismatch');
    reset(undefined);
    expect(await verifyTag(URL_TEXT, create)).toBe('mismatch');
  });

  it('a refused permission is "denied"; other failures "failed"', async () => {
    reset();
    FakeReader.failWith = new DOMException('no', 'NotAllowedError');
    expect(await writeTag(URL_TEXT, create)).toBe('denied');
    expect(await verifyTag(URL_TEXT, create)).toBe('denied');
    FakeReader.failWith = new DOMException('gone', 'NetworkError');
    expect(await writeTag(URL_TEXT, create)).toBe('failed');
  });

  it('an unreadable tag fails the verification', async () => {
    reset(URL_TEXT);
    FakeReader.readError = true;
    expect(await verifyTag(URL_TEXT, create)).toBe('failed');
  });

  it('cancelling a verification returns to idle', async () => {
    reset(URL_TEXT);
    const abort = new AbortController();
    const pending = verifyTag(URL_TEXT, create, abort.signal);
    abort.abort();
    expect(await pending).toBe('idle');
  });
});
