import { describe, expect, it } from 'vitest';
import { sseData } from './sse';

function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const out: string[] = [];
  for await (const data of sseData(stream)) out.push(data);
  return out;
}

describe('sseData', () => {
  it('yields each event once its blank line arrives, however the bytes are cut', async () => {
    expect(await all(body('data: {"a"', ':1}\n', '\ndata: [DONE]\n\n'))).toEqual(['{"a":1}', '[DONE]']);
  });

  it('skips comments and other fields, joins multi-line data, and reads CRLF', async () => {
    const stream = body(': keep-alive\r\n\r\nevent: message\r\nid: 1\r\ndata: one\r\ndata:two\r\n\r\n');
    expect(await all(stream)).toEqual(['one\ntwo']);
  });

  it('delivers a last event the server did not terminate', async () => {
    expect(await all(body('data: x\n\ndata: y'))).toEqual(['x', 'y']);
  });

  it('decodes a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: 桂花\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 7));
        c.enqueue(bytes.slice(7));
        c.close();
      },
    });
    expect(await all(stream)).toEqual(['桂花']);
  });
});
