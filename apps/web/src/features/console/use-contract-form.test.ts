import { describe, expect, it } from 'vitest';
import { toFormFields } from './use-contract-form';

const translate = (key: string) => (key.startsWith('console_') ? `T:${key}` : undefined);

describe('field errors as antd form errors', () => {
  it('translates contract keys, falls back for zod wording, keeps server texts', () => {
    expect(
      toFormFields(
        {
          title: { key: 'console_title_required' },
          lock_seconds: { key: 'Too small: expected number to be >=60' },
          store_id: { text: 'Unknown store' },
        },
        translate,
        'invalid',
      ),
    ).toEqual([
      { name: 'title', errors: ['T:console_title_required'] },
      { name: 'lock_seconds', errors: ['invalid'] },
      { name: 'store_id', errors: ['Unknown store'] },
    ]);
  });
});
