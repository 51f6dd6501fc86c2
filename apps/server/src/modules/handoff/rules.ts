/**
 * The hand-off export's pure parts (decision 028): file names inside the ZIP, the captions CSV
 * and the ZIP's size told to the page before it is complete.
 */

interface ExportVideo {
  id: number;
  title: string;
  fileKey: string;
  sizeBytes: number;
  durationSeconds: number;
}

export interface ExportEntry extends ExportVideo {
  /** Path inside the ZIP. */
  name: string;
  caption: string;
}

// Characters Windows, macOS or the desktop tool refuse in a file name, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A title as a file name: unsafe characters to "_", at most 60 characters, never empty. */
export function safeFileName(title: string): string {
  const cleaned = title.replace(UNSAFE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return [...cleaned].slice(0, 60).join('').trim() || 'video';
}

/** `videos/001-<title>.mp4`: numbered in pool order, so two equal titles never collide. */
export function entryName(position: number, total: number, title: string, fileKey: string): string {
  const width = Math.max(3, String(total).length);
  const ext = /\.([a-z0-9]{2,4})$/i.exec(fileKey)?.[1]?.toLowerCase() ?? 'mp4';
  return `videos/${String(position).padStart(width, '0')}-${safeFileName(title)}.${ext}`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (a formula
 * to a spreadsheet) is defused with an apostrophe, since merchants open this file in Excel.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_COLUMNS = ['file', 'title', 'caption', 'hashtags', 'duration_s'] as const;

/** The captions file: a UTF-8 BOM (Excel then reads Chinese right), a header, one row per video. */
export function captionsCsv(entries: readonly ExportEntry[], hashtags: readonly string[]): string {
  const tags = hashtags.map((t) => `#${t}`).join(' ');
  const rows = entries.map((e) =>
    [e.name, e.title, e.caption, tags, Math.round(e.durationSeconds * 10) / 10].map(csvField).join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/**
 * The ZIP's size in bytes, stored (no compression): per entry a local header (30 + name), the
 * data, a data descriptor (16) when it was appended as a stream (its CRC is known only at the
 * end) and a central-directory record (46 + name), then the end record (22). Names count in
 * UTF-8. Exact while the stored sizes are right; the page only divides by it for its bar.
 */
export function zipSize(files: readonly { name: string; size: number; streamed: boolean }[]): number {
  const entry = (f: (typeof files)[number]) =>
    30 + 46 + 2 * Buffer.byteLength(f.name) + f.size + (f.streamed ? 16 : 0);
  return files.reduce((sum, f) => sum + entry(f), 22);
}
