import { errorEnvelope } from '@vidmatrix/contract/envelope';
import { ERROR_CODES } from '@vidmatrix/contract/errors';
import { z } from 'zod';

/** A private registry: the envelope becomes `components.schemas.ErrorEnvelope` and nothing else. */
export const errorSchemas = z.registry<{ id: string }>();
errorSchemas.add(errorEnvelope, { id: 'ErrorEnvelope' });

const ERRORS = Object.entries(ERROR_CODES).filter(([, e]) => e.status >= 400);

interface ErrorClass {
  /** The response key every operation (or, for 401, every one needing a credential) gets. */
  key: '400' | '401' | '4XX' | '5XX';
  covers: (status: number) => boolean;
  lead: string;
}

const CLASSES: Record<string, ErrorClass> = {
  InvalidInput: {
    key: '400',
    covers: (status) => status === 400,
    lead: 'Refused input; for 40000 `data.fields` lists each failing field and why.',
  },
  Unauthorized: {
    key: '401',
    covers: (status) => status === 401,
    lead: 'The credential header is missing, invalid, expired or ended.',
  },
  ClientError: {
    key: '4XX',
    covers: (status) => status > 400 && status < 500,
    lead: 'Refused: the HTTP status is that of the code.',
  },
  ServerError: {
    key: '5XX',
    covers: (status) => status >= 500,
    lead: 'A fault of this server or of a platform it called; nothing internal is disclosed.',
  },
};

/** Shared error responses, their codes listed from the contract's table (packages/contract/src/errors.ts). */
export const ERROR_RESPONSES = Object.fromEntries(
  Object.entries(CLASSES).map(([name, { covers, lead }]) => {
    const codes = ERRORS.filter(([, e]) => covers(e.status))
      .map(([errorName, e]) => `${e.code} ${errorName} (${e.status})`)
      .join(', ');
    return [
      name,
      {
        description: `\`{code, message, data}\` in the caller's language. ${lead} Codes: ${codes}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    ];
  }),
);

/** The error responses of one operation; 401 where a credential is required, not merely optional. */
export function errorResponsesOf(credentialRequired: boolean): Record<string, { $ref: string }> {
  return Object.fromEntries(
    Object.entries(CLASSES)
      .filter(([, c]) => c.key !== '401' || credentialRequired)
      .map(([name, c]) => [c.key, { $ref: `#/components/responses/${name}` }]),
  );
}
