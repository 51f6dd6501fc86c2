import { activityFields } from '@vidmatrix/contract/console';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { issuesToFields, serverFields } from './form-errors';

const valid = {
  title: 'Spring',
  platforms: ['douyin'],
  lock_seconds: 600,
  claim_limit: null,
  store_id: null,
  hashtags: [],
  caption_template: '{title} @ {store}',
};

const translate = (key: string) => (key.startsWith('console_') ? `T:${key}` : undefined);

describe('contract issues as form errors', () => {
  it('one translated message per failing field', () => {
    const result = activityFields.safeParse({
      ...valid,
      title: ' ',
      platforms: [],
      lock_seconds: 30,
      hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      caption_template: 'Hi {name}',
    });
    expect(result.success).toBe(false);
    const fields = issuesToFields(result.error!.issues, translate, 'invalid');
    expect(Object.fromEntries(fields.map((f) => [f.name, f.errors[0]]))).toEqual({
      title: 'T:console_title_required',
      platforms: 'T:console_platforms_required',
      lock_seconds: 'T:console_lock_range',
      hashtags: 'T:console_hashtags_too_many',
      caption_template: 'T:console_caption_placeholder',
    });
  });

  it('a hashtag over 20 characters names the hashtags field', () => {
    const result = activityFields.safeParse({ ...valid, hashtags: ['#' + 'x'.repeat(21)] });
    expect(issuesToFields(result.error!.issues, translate, 'invalid')).toEqual([
      { name: 'hashtags', errors: ['T:console_hashtag_too_long'] },
    ]);
  });

  it('server field errors keep the server text', () => {
    const error = new ApiError(40000, 'invalid', { fields: [{ path: 'title', message: 'Please enter' }] });
    expect(serverFields(error)).toEqual([{ name: 'title', errors: ['Please enter'] }]);
    expect(serverFields(new Error('x'))).toEqual([]);
  });
});
