/**
 * Copies text. The Clipboard API needs a secure context and is missing in older webviews, so
 * the selection-based copy stays as the fallback.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission refused or not focused: try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  const ok = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!ok) throw new Error('copy refused');
}
