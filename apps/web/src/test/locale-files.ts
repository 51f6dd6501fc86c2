/** Every locale file, read eagerly: tests only (the app loads them lazily, one language at a time). */
const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** locale → namespace → nested messages */
export const LOCALE_FILES: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, messages] of Object.entries(FILES)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (LOCALE_FILES[language] ??= {})[namespace] = messages;
}

/** Flattens nested messages to dotted keys, the way i18next addresses them. */
export function flatten(messages: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flatten(value as Record<string, unknown>, path));
    } else {
      flat[path] = value;
    }
  }
  return flat;
}

export const interpolations = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
