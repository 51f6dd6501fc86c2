/** Digits only (2026/11/25 10:00), so no month or day name depends on the browser's locale data. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
