import type { CourseSummary } from '@vidmatrix/contract/academy';
import { courseAction } from '@vidmatrix/contract/academy-view';
import { formatNumber, readableDuration } from '@vidmatrix/contract/figures';
import type { Language } from '@vidmatrix/contract/languages';
import type { AcademyBootScreen, ChapterBootScreen } from '../modules/academy/service';
import type { FirstScreen } from './boot-scripts';
import { fillParams } from '../locales/catalog';
import { img, text, type Words } from './screen-markup';
import { escapeHtml } from './web-html';

// The academy pages' first screens (decision 019), in the classes of apps/web/index.html that
// academy.module.css composes.

/**
 * /traffic_chapter_detail: the link back to the course and the lesson's poster where its player
 * shows it (the player's own image until it plays); none without the words.
 */
export function chapterScreen(chapter: ChapterBootScreen, words: Words | undefined): FirstScreen | undefined {
  if (!words) return undefined;
  const back = fillParams(words['academy:chapter.backToCourse'], { title: chapter.course_title });
  return {
    preload: chapter.poster,
    box: 'app-first app-academy-page',
    markup:
      text('app-academy-back', back) +
      `<div class="app-lesson-player">${img(chapter.poster, ' class="app-player-video"', true)}</div>`,
  };
}

/** A duration as the app's figures word it (web shared/figures.ts: the contract's rule, one decimal). */
function duration(seconds: number, words: Words, language: Language) {
  const d = readableDuration(seconds);
  return fillParams(words[`common:figures.${d.unit}`], {
    value: formatNumber(d.value, language, { min: 0, max: 1 }),
  });
}

/** Cards a phone's first screen shows: their covers load at once, the others' when scrolled to. */
const EAGER_CARDS = 3;

/** One course of the list as its card shows it (web course-card.tsx), inert: the app's links come with it. */
function courseCard(course: CourseSummary, words: Words, language: Language, index: number) {
  const { progress } = course;
  const figures = [
    fillParams(words['academy:course.classHours'], { count: course.total_class_hours }),
    fillParams(words['academy:course.duration'], {
      duration: duration(course.total_duration, words, language),
    }),
    fillParams(words['academy:course.updated'], { count: course.updated_periods }),
  ];
  const label = escapeHtml(
    fillParams(words['academy:course.progress'], {
      done: progress.completed_lessons,
      total: progress.total_lessons,
    }),
  );
  const action = courseAction(progress);
  return (
    `<li class="app-course-card"><div class="app-course-link">` +
    (course.cover
      ? img(
          course.cover,
          ` class="app-course-cover"${index < EAGER_CARDS ? '' : ' loading="lazy"'}`,
          index === 0,
        )
      : '') +
    `<div class="app-course-body">${text('app-course-title', course.title, 'h2')}` +
    (course.speaker
      ? text('app-academy-muted', fillParams(words['academy:course.speaker'], { name: course.speaker }), 'p')
      : '') +
    `<p class="app-course-figures">${figures.map((f) => `<span>${escapeHtml(f)}</span>`).join('')}</p>` +
    `<div class="app-course-progress"><progress max="100" value="${progress.percent}" aria-label="${label}"></progress><span>${label}</span></div>` +
    `</div></div>` +
    (action ? text('app-academy-button', words[`academy:course.${action}`], 'span') : '') +
    `</li>`
  );
}

/**
 * /trafficAcademy: the header and the list's first page of cards as the page shows them, so every
 * card the app then paints has its twin in the same place (the largest paint stays the HTML's);
 * over the whole page until the app shows its own (its header, words and loading state differ
 * until its calls are in); none without the words.
 */
export function academyScreen(
  { header, courses }: AcademyBootScreen,
  words: Words | undefined,
  language: Language,
): FirstScreen | undefined {
  if (!words) return undefined;
  const cards = courses.map((course, i) => courseCard(course, words, language, i)).join('');
  return {
    preload: courses[0]?.cover || header.banner || undefined,
    box: 'app-first app-first-whole app-academy-page',
    markup:
      `<header class="app-academy-banner">` +
      (header.banner ? img(header.banner, ' class="app-academy-banner-image"') : '') +
      text('app-academy-title', header.title, 'h1') +
      (header.subtitle ? text('app-academy-muted', header.subtitle, 'p') : '') +
      `</header>` +
      (cards ? `<ul class="app-course-list">${cards}</ul>` : ''),
  };
}
