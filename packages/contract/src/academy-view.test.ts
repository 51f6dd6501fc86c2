import { describe, expect, it } from 'vitest';
import { courseAction } from './academy-view';

describe('a course card’s button', () => {
  const progress = { completed_lessons: 0, total_lessons: 3, percent: 0, last_lesson_id: null };

  it('starts a course nothing of which is done yet', () => {
    expect(courseAction(progress)).toBe('start');
    // A lesson to resume does not make a course begun: only what is done counts.
    expect(courseAction({ ...progress, last_lesson_id: 11 })).toBe('start');
  });

  it('continues a begun course at its lesson, and shows none without one', () => {
    expect(courseAction({ ...progress, completed_lessons: 1, percent: 33, last_lesson_id: 12 })).toBe(
      'continue',
    );
    expect(courseAction({ ...progress, percent: 5, last_lesson_id: 12 })).toBe('continue');
    expect(
      courseAction({ ...progress, completed_lessons: 3, percent: 100, last_lesson_id: null }),
    ).toBeUndefined();
  });
});
