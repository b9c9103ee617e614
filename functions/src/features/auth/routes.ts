import type { RouteDef } from '../../http/route.js';
import { ZRequestLoginCodeRequest, ZVerifyLoginCodeRequest } from '../../shared/schemas/auth.js';
import { ZTutorSessionRequest } from '../../shared/schemas/tutor.js';
import { getSession } from './get-session.js';
import { requestLoginCode } from './request-login-code.js';
import { startStudentSession } from './start-student-session.js';
import { startTutorSession } from './start-tutor-session.js';
import { verifyLoginCode } from './verify-login-code.js';

export const authRoutes: RouteDef[] = [
  { method: 'get', path: '/auth/session', access: 'signed-in', handler: getSession },
  {
    method: 'post',
    path: '/auth/tutor/session',
    access: 'signed-in',
    body: ZTutorSessionRequest,
    handler: startTutorSession,
  },
  { method: 'post', path: '/auth/student/session', access: 'signed-in', handler: startStudentSession },
  {
    method: 'post',
    path: '/students/login/request-login-code',
    access: 'public',
    body: ZRequestLoginCodeRequest,
    handler: requestLoginCode,
  },
  {
    method: 'post',
    path: '/students/login/verify-login-code',
    access: 'public',
    body: ZVerifyLoginCodeRequest,
    handler: verifyLoginCode,
  },
];
