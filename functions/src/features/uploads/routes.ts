import type { RouteDef } from '../../http/route.js';
import { uploadChunk } from './upload-chunk.js';

export const uploadRoutes: RouteDef[] = [
  // Multipart: the handler parses and validates the fields itself.
  { method: 'post', path: '/lessons/upload-chunk', access: 'tutor', paid: true, handler: uploadChunk },
];
