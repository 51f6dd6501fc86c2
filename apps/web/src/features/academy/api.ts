import type * as contract from '@vidmatrix/contract/academy';
import * as routes from '@vidmatrix/contract/academy-routes';
import { COURSES_PER_PAGE } from '@vidmatrix/contract/academy-view';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import {
  callEndpoint,
  endpointRef,
  type CallOptions,
  type EndpointInput,
} from '../../shared/api/call-endpoint';
import type { Endpoint } from '@vidmatrix/contract/endpoint';
import { forgetCourseToken } from './course-token';

// The learner's calls, typed from the contract but built from its zod-free routes (decision 004).
const coursePage = endpointRef<typeof contract.coursePage>(routes.coursePage);
const courseInfo = endpointRef<typeof contract.courseInfo>(routes.courseInfo);
const lessonInfo = endpointRef<typeof contract.lessonInfo>(routes.lessonInfo);
const recordLesson = endpointRef<typeof contract.recordLesson>(routes.recordLesson);
const srvSettingInfo = endpointRef<typeof contract.srvSettingInfo>(routes.srvSettingInfo);
const issueCourseToken = endpointRef<typeof contract.issueCourseToken>(routes.issueCourseToken);

/** Every learner read sits under this key. */
const ACADEMY = 'academy';

/**
 * A course call. A refused token (4011: unknown or revoked) is forgotten here, so that coming
 * back from the login route asks for a new one instead of sending the dead one again; the API
 * client has already sent the page to the login route (spec §8).
 */
function courseCall<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions) {
  return callEndpoint(endpoint, input, options).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 4011) forgetCourseToken();
    throw error;
  });
}

/** Phones: the list grows as it is scrolled (one page per request). */
export const useCourseFeed = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [ACADEMY, 'courses', 'feed'],
    queryFn: ({ pageParam }) => courseCall(coursePage, { page: pageParam, page_size: COURSES_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  });

/** Wider screens: one numbered page at a time, the shown page kept while the next loads. */
export const useCoursePage = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: [ACADEMY, 'courses', page],
    queryFn: () => courseCall(coursePage, { page, page_size: COURSES_PER_PAGE }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCourse = (id: number) =>
  useQuery({
    queryKey: [ACADEMY, 'course', id],
    queryFn: () => courseCall(courseInfo, { id }),
    enabled: id > 0,
  });

export const useLesson = (id: number) =>
  useQuery({
    queryKey: [ACADEMY, 'lesson', id],
    queryFn: () => courseCall(lessonInfo, { id }),
    enabled: id > 0,
  });

/** The brand's banner and support contact (public: read before the token is known good). */
export const useServiceSettings = () =>
  useQuery({ queryKey: [ACADEMY, 'settings'], queryFn: () => callEndpoint(srvSettingInfo, undefined) });

/** A signed-in member without a course token gets one (the desktop client is not the only door). */
export const requestCourseToken = () => callEndpoint(issueCourseToken, undefined);

/** The player's report; `keepalive` when the page is being left, so the last seconds count. */
export const sendRecord = (input: EndpointInput<typeof recordLesson>, keepalive = false) =>
  courseCall(recordLesson, input, { keepalive });
