import { z } from 'zod';

/** The one reply shape of every API call: `code` 0 is success, anything else carries `message`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const invalidField = z.object({ path: z.string(), message: z.string() });
export type InvalidField = z.infer<typeof invalidField>;

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.union([z.null(), z.object({ fields: z.array(invalidField) }), z.record(z.string(), z.unknown())]),
});

export type Envelope<T> = { code: number; message: string; data: T };
