import {
  addLesson,
  courseLearners,
  createCourse,
  getConsoleCourse,
  listConsoleCourses,
  orderLessons,
  removeLesson,
  setCourseStatus,
  updateCourse,
  updateLesson,
  type ConsoleCourse,
} from '@vidmatrix/contract/academy-console';
import { listLibrary } from '@vidmatrix/contract/upload';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';

/** Every console read of the academy sits under this key. */
const AUTHORING = ['console', 'academy'] as const;
const courseKey = (id: number) => [...AUTHORING, 'course', id] as const;

export const useConsoleCourses = (page: number) =>
  useQuery({
    queryKey: [...AUTHORING, 'courses', page],
    queryFn: () => callEndpoint(listConsoleCourses, { page, page_size: 20 }),
    placeholderData: keepPreviousData,
  });

export const useConsoleCourse = (id: number) =>
  useQuery({
    queryKey: courseKey(id),
    queryFn: () => callEndpoint(getConsoleCourse, { id }).then((r) => r.course),
    enabled: id > 0,
  });

export const useLearners = (id: number, page: number) =>
  useQuery({
    queryKey: [...AUTHORING, 'learners', id, page],
    queryFn: () => callEndpoint(courseLearners, { id, page, page_size: 20 }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });

/** The team's library, to attach a video to a chapter (the library's own read, one key of ours). */
export const useLibraryVideos = () =>
  useQuery({
    queryKey: [...AUTHORING, 'library'],
    queryFn: () => callEndpoint(listLibrary, {}).then((r) => r.videos),
  });

/**
 * A change to a course: every authoring call answers the course as it now is, which becomes its
 * entry at once (the editor shows it), then the lists are fetched again.
 */
function useCourseChange<I>(call: (input: I) => Promise<{ course: ConsoleCourse }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ course }) => {
      client.setQueryData(courseKey(course.id), course);
      return client.invalidateQueries({ queryKey: AUTHORING, predicate: (q) => q.queryKey[2] !== 'course' });
    },
  });
}

export const useCreateCourse = () =>
  useCourseChange((input: EndpointInput<typeof createCourse>) => callEndpoint(createCourse, input));
export const useUpdateCourse = () =>
  useCourseChange((input: EndpointInput<typeof updateCourse>) => callEndpoint(updateCourse, input));
export const useSetCourseStatus = () =>
  useCourseChange((input: EndpointInput<typeof setCourseStatus>) => callEndpoint(setCourseStatus, input));
export const useAddLesson = () =>
  useCourseChange((input: EndpointInput<typeof addLesson>) => callEndpoint(addLesson, input));
export const useUpdateLesson = () =>
  useCourseChange((input: EndpointInput<typeof updateLesson>) => callEndpoint(updateLesson, input));
export const useRemoveLesson = () =>
  useCourseChange((input: EndpointInput<typeof removeLesson>) => callEndpoint(removeLesson, input));
export const useOrderLessons = () =>
  useCourseChange((input: EndpointInput<typeof orderLessons>) => callEndpoint(orderLessons, input));
