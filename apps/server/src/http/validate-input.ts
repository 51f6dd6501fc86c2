import type { InvalidField } from '@vidmatrix/contract/envelope';
import type { Language } from '@vidmatrix/contract/languages';
import { z } from 'zod';
import { AppError } from './app-error';
import { CATALOG, translate, type MessageKey } from '../locales/catalog';

// zod ships messages in all six of our languages; field messages follow the `language` header.
const ZOD_LOCALES: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  en: z.locales.en,
  es: z.locales.es,
  'pt-BR': z.locales.ptBR,
  id: z.locales.id,
};
const errorMaps = new Map<Language, z.core.$ZodErrorMap>();

function errorMap(language: Language): z.core.$ZodErrorMap {
  let map = errorMaps.get(language);
  if (!map) errorMaps.set(language, (map = ZOD_LOCALES[language]().localeError));
  return map;
}

/**
 * Contract schemas may name their message by key (`phone_invalid`, packages/contract/src/auth.ts):
 * those are answered from the catalogue's `validation.<key>` in the caller's language.
 */
function fieldMessage(message: string, language: Language): string {
  const key = `validation.${message}`;
  return key in CATALOG['zh-CN'] ? translate(language, key as MessageKey) : message;
}

export interface InputSchemas {
  query?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
}

/**
 * Validates query and body together so one 40000 reply lists every failing field of both
 * (Fastify's own validation stops at the first failing part). Returns the parsed values.
 */
export function validateInput(
  schemas: InputSchemas,
  input: { query: unknown; body: unknown },
  language: Language,
): { query: unknown; body: unknown } {
  const fields: InvalidField[] = [];
  const out: { query: unknown; body: unknown } = { query: input.query, body: input.body };
  for (const part of ['query', 'body'] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(input[part], { error: errorMap(language) });
    if (result.success) out[part] = result.data;
    else {
      for (const issue of result.error.issues) {
        fields.push({
          path: issue.path.map(String).join('.') || part,
          message: fieldMessage(issue.message, language),
        });
      }
    }
  }
  if (fields.length > 0) throw new AppError('invalidInput', { data: { fields } });
  return out;
}
