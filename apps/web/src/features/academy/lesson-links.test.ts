import { describe, expect, it } from 'vitest';
import { chapterPath, coursePath, idParam, watchedPercent } from './lesson-links';

describe('academy links', () => {
  it('name the course and the chapter', () => {
    expect(chapterPath(3, 12)).toBe('/traffic_chapter_detail?course_id=3&id=12');
    expect(coursePath(3)).toBe('/trafficAcademy?course=3');
  });

  it('read ids that fit an integer, else 0', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '2147483648']) expect(idParam(bad)).toBe(0);
  });

  it('word the watched share without going past 100', () => {
    expect(watchedPercent(45, 60)).toBe(75);
    expect(watchedPercent(61, 60)).toBe(100);
    expect(watchedPercent(5, 0)).toBe(0);
  });
});
