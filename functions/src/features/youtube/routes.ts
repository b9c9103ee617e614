import type { RouteDef } from '../../http/route.js';
import { ZCheckYoutubeAuthRequest, ZYoutubeAuthUrlQuery, ZYoutubeOAuthCallbackRequest } from '../../shared/schemas/youtube.js';
import { checkYoutubeAuth } from './check-youtube-auth.js';
import { completeOAuth } from './complete-oauth.js';
import { disconnectYoutube } from './disconnect-youtube.js';
import { getAuthUrl } from './get-auth-url.js';
import { getConnection } from './get-connection.js';

export const youtubeRoutes: RouteDef[] = [
  { method: 'get', path: '/youtube/auth-url', access: 'tutor', paid: true, query: ZYoutubeAuthUrlQuery, handler: getAuthUrl },
  {
    method: 'post',
    path: '/youtube/oauth-callback',
    access: 'tutor',
    paid: true,
    body: ZYoutubeOAuthCallbackRequest,
    handler: completeOAuth,
  },
  { method: 'get', path: '/youtube/connection', access: 'tutor', handler: getConnection },
  { method: 'delete', path: '/youtube/connection', access: 'tutor', handler: disconnectYoutube },
  {
    method: 'post',
    path: '/lessons/check-youtube-auth',
    access: 'tutor',
    body: ZCheckYoutubeAuthRequest,
    handler: checkYoutubeAuth,
  },
];
