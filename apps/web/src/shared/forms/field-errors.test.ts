import { activityFields } from '@vidmatrix/contract/console';
import { loginBody } from '@vidmatrix/contract/auth';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { issueErrors, serverErrors } from './field-errors';

const valid = {
  title: 'Spring',
  platforms: ['douyin'],
  lock_seconds: 600,
  claim_limit: null,
  store_id: null,
  hashtags: [],
  caption_template: '{title} @ {store}',
};

describe('contract issues as field errors', () => {
  it('the first message key of each failing field', () => {
    const result = activityFields.safeParse({
      ...valid,
      title: ' ',
      platforms: [],
      lock_seconds: 30,
      hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      caption_template: 'Hi {name}',
    });
    expect(result.success).toBe(false);
    expect(issueErrors(result.error!.issues)).toEqual({
      title: { key: 'console_title_required' },
      platforms: { key: 'console_platforms_required' },
      lock_seconds: { key: 'console_lock_range' },
      hashtags: { key: 'console_hashtags_too_many' },
      caption_template: { key: 'console_caption_placeholder' },
    });
  });

  it('a hashtag over 20 characters names the hashtags field', () => {
    const result = activityFields.safeParse({ ...valid, hashtags: ['#' + 'x'.repeat(21)] });
    expect(issueErrors(result.error!.issues)).toEqual({ hashtags: { key: 'console_hashtag_too_long' } });
  });

  it('only the fields asked for', () => {
    const result = loginBody.safeParse({ phone: '', password: '' });
    expect(Object.keys(issueErrors(result.error!.issues, ['phone']))).toEqual(['phone']);
  });
});

describe('server field errors', () => {
  it('keep the server text, the first of each field', () => {
    const error = new ApiError(40000, 'invalid', {
      fields: [
        { path: 'title', message: 'Please enter' },
        { path: 'title', message: 'Second' },
        { path: 'hashtags.2', message: 'Too long' },
      ],
    });
    expect(serverErrors(error)).toEqual({ title: { text: 'Please enter' }, hashtags: { text: 'Too long' } });
  });

  it('nothing to show for another error', () => {
    expect(serverErrors(new Error('x'))).toBeUndefined();
    expect(serverErrors(new ApiError(32004, 'failed', null))).toBeUndefined();
    expect(serverErrors(new ApiError(40000, 'invalid', null))).toEqual({});
  });
});
