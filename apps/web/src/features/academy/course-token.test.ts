import { afterEach, describe, expect, it } from 'vitest';
import { forgetCourseToken, readCourseToken, splitToken, storeCourseToken } from './course-token';

describe('splitToken', () => {
  it('takes the token off and keeps the other parameters in order', () => {
    expect(splitToken('?token=demo-course-token')).toEqual({ token: 'demo-course-token', rest: '' });
    expect(splitToken('?language=en&token=abc&course=2')).toEqual({
      token: 'abc',
      rest: '?language=en&course=2',
    });
  });

  it('answers an empty token when there is none (or only spaces)', () => {
    expect(splitToken('')).toEqual({ token: '', rest: '' });
    expect(splitToken('?course=2')).toEqual({ token: '', rest: '?course=2' });
    expect(splitToken('?token=%20%20&course=2')).toEqual({ token: '', rest: '?course=2' });
  });
});

describe('the stored course token', () => {
  afterEach(() => localStorage.clear());

  it('is kept as courseToken, the key the API client sends as course-token', () => {
    storeCourseToken('abc');
    expect(localStorage.getItem('courseToken')).toBe('abc');
    expect(readCourseToken()).toBe('abc');
    forgetCourseToken();
    expect(readCourseToken()).toBe('');
  });
});
