/**
 * Reads a `text/event-stream` body and yields the `data` of each event (multi-line data joined
 * with "\n", as the SSE spec says). Comments, `event:`, `id:` and `retry:` fields are skipped.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be half a line: keep it until its end arrives.
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
  }
  buffer += decoder.decode();
  if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
  // A server that closes without the final blank line still delivered its last event.
  if (data.length > 0) yield data.join('\n');
}
