import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGE_PARAM, LOGIN_REDIRECT_PARAM } from '../../../shared/api/reply-policy';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { hasSession } from '../../../shared/session';
import { requestCourseToken } from '../api';
import { readCourseToken, splitToken, storeCourseToken } from '../course-token';
import styles from '../academy.module.css';
import { Failure } from './failure';

/**
 * The course token before any course call (spec §2, §3, §7): a `token` in the address is kept as
 * `courseToken` and taken out of the address bar (a history replace: not left in the history,
 * a bookmark or a screenshot); without one, a signed-in member is given one, anyone else goes to
 * the login route and comes back here. A token the server refuses sends the page there too
 * (the API client, spec §8) and is forgotten (api.ts).
 */
export function AcademyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('academy');
  const location = useLocation();
  const navigate = useNavigate();
  // Stored during the first render, before any child's query effect reads it.
  const [state, setState] = useState<'ready' | 'asking' | 'failed'>(() => {
    const { token } = splitToken(location.search);
    if (token) storeCourseToken(token);
    return readCourseToken() ? 'ready' : 'asking';
  });

  // A first screen from the HTML (the chapter's poster) needs a token: gone with any other state.
  useRemoveBootCover(state !== 'ready');

  useEffect(() => {
    const { token, rest } = splitToken(location.search);
    if (token)
      navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state !== 'asking') return;
    const here = `${location.pathname}${location.search}`;
    const toLogin = () => {
      const params = new URLSearchParams({
        [LOGIN_MESSAGE_PARAM]: t('api:loginFirst'),
        [LOGIN_REDIRECT_PARAM]: here,
      });
      navigate(`/login?${params}`, { replace: true });
    };
    if (!hasSession()) return toLogin();
    let live = true;
    requestCourseToken().then(
      ({ course_token }) => {
        storeCourseToken(course_token);
        if (live) setState('ready');
      },
      // A refused session has gone to the login route already (the API client, spec §8).
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (state === 'ready') return children;
  if (state === 'asking') return <PageLoading />;
  return (
    <main className={styles.page}>
      <Failure text={t('failed.token')} onRetry={() => setState('asking')} />
    </main>
  );
}
