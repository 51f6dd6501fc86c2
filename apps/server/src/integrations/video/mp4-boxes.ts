import { open } from 'node:fs/promises';

/**
 * True when an MP4/MOV file has its index (`moov`) before the media data (`mdat`): "fast
 * start", so a phone plays while the file is still arriving. Walks top-level boxes only: a
 * few small reads whatever the file size.
 */
export async function hasFastStart(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) {
        if (bytesRead < 16) return false;
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) {
        return false; // "to the end of the file": nothing can follow
      }
      if (boxSize < 8) return false; // corrupt
      offset += boxSize;
    }
    return false;
  } finally {
    await file.close();
  }
}
