/** 0–100 for the bar of an item: hashing, sending, then the server's processing progress. */
export function itemPercent(item: {
  state: string;
  hashed: number;
  sent: number;
  progress: number;
  file: { size: number };
}): number {
  if (item.state === 'preparing') return Math.round(item.hashed * 100);
  if (item.state === 'uploading' || item.state === 'queued') {
    return item.file.size ? Math.round((item.sent / item.file.size) * 100) : 0;
  }
  if (item.state === 'complete') return 100;
  if (item.state === 'transcoding') return item.progress;
  return 0;
}
