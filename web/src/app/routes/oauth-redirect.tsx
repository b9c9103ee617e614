import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OAuthRedirect } from '@/features/auth/components/oauth-redirect';

/** `/tutor/oauth/redirect` and `/student/oauth/redirect`: one handler, the path tells the role (spec §2). */
export function Component() {
  const { pathname } = useLocation();
  return <OAuthRedirect role={pathname.startsWith(paths.tutorOAuthRedirect) ? 'tutor' : 'student'} />;
}
