/**
 * A local stand-in for the part of the YouTube Data API v3 that publishing uses: the resumable
 * video upload (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol)
 * and `channels.list?mine=true`. Tests read what arrived through `/__control/videos`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { HttpError, readSmallBody, sendJson } from '../http.ts';
import { answerError } from './answer-error.ts';
import { bearerOf, type AccessToken, type TokenRegistry } from './tokens.ts';
import { parseContentRange, type UploadSessions, type Video, type VideoMetadata } from './upload-sessions.ts';

const UPLOAD_PATH = '/upload/youtube/v3/videos';
const UPLOAD_SCOPES = ['youtube.upload', 'youtube', 'youtube.force-ssl'];
const READ_SCOPES = ['youtube.readonly', 'youtube', 'youtube.force-ssl'];
const PRIVACY = ['public', 'unlisted', 'private'];

function googleError(status: number, message: string, reason: string) {
  return new HttpError(status, message, {
    error: { code: status, message, errors: [{ message, domain: 'youtube.video', reason }] },
  });
}

function authorize(tokens: TokenRegistry, req: IncomingMessage, scopes: string[]): AccessToken {
  const access = tokens.accessToken(bearerOf(req.headers.authorization));
  if (!access) throw googleError(401, 'Request had invalid authentication credentials.', 'authError');
  const granted = access.scopes.map((scope) => scope.replace('https://www.googleapis.com/auth/', ''));
  if (!scopes.some((scope) => granted.includes(scope))) {
    throw googleError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions');
  }
  return access;
}

/** YouTube's own rules for titles and descriptions: a bad one fails the whole insert. */
function parseMetadata(body: string): VideoMetadata {
  let json: { snippet?: { title?: unknown; description?: unknown; categoryId?: unknown }; status?: { privacyStatus?: unknown } };
  try {
    json = JSON.parse(body || '{}') as typeof json;
  } catch {
    throw googleError(400, 'The request metadata is not valid JSON.', 'parseError');
  }
  const title = typeof json.snippet?.title === 'string' ? json.snippet.title : '';
  const description = typeof json.snippet?.description === 'string' ? json.snippet.description : '';
  if (!title.trim() || title.length > 100 || /[<>]/.test(title)) {
    throw googleError(400, 'The request metadata specifies an invalid or empty video title.', 'invalidTitle');
  }
  if (Buffer.byteLength(description) > 5000 || /[<>]/.test(description)) {
    throw googleError(400, 'The request metadata specifies an invalid video description.', 'invalidDescription');
  }
  const privacyStatus = typeof json.status?.privacyStatus === 'string' ? json.status.privacyStatus : 'public';
  if (!PRIVACY.includes(privacyStatus)) throw googleError(400, 'Invalid privacy status.', 'invalidVideoMetadata');
  const categoryId = typeof json.snippet?.categoryId === 'string' ? json.snippet.categoryId : undefined;
  return { title, description, privacyStatus, categoryId };
}

function videoResource(video: Video) {
  return {
    kind: 'youtube#video',
    etag: video.sha256.slice(0, 27),
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      channelTitle: video.channelTitle,
      categoryId: video.categoryId ?? '22',
    },
    status: { uploadStatus: 'uploaded', privacyStatus: video.privacyStatus, embeddable: true },
  };
}

/** 308 "Resume Incomplete", with `Range` once anything has arrived. */
function resumeIncomplete(res: ServerResponse, received: number): void {
  res.writeHead(308, { ...(received > 0 ? { Range: `bytes=0-${received - 1}` } : {}), 'Content-Length': 0 });
  res.end();
}

async function startUpload(tokens: TokenRegistry, sessions: UploadSessions, req: IncomingMessage, res: ServerResponse, url: URL) {
  const access = authorize(tokens, req, UPLOAD_SCOPES);
  if (url.searchParams.get('uploadType') !== 'resumable')
    throw googleError(400, 'Only resumable uploads are supported here.', 'badRequest');
  const parts = (url.searchParams.get('part') ?? '').split(',');
  if (!parts.includes('snippet') || !parts.includes('status'))
    throw googleError(400, "'part' must include snippet,status.", 'badRequest');
  const total = Number(req.headers['x-upload-content-length']);
  if (!Number.isSafeInteger(total) || total <= 0) throw googleError(400, 'X-Upload-Content-Length is required.', 'badRequest');
  const contentType = String(req.headers['x-upload-content-type'] ?? 'application/octet-stream');
  if (!/^(video\/|application\/octet-stream)/.test(contentType))
    throw googleError(400, 'Media type not supported.', 'mediaBodyRequired');
  const metadata = parseMetadata(await readSmallBody(req));
  const id = sessions.create(access.account, metadata, total, contentType);
  const location = new URL(url.pathname, `http://${req.headers.host ?? '127.0.0.1'}`);
  location.search = new URLSearchParams({ uploadType: 'resumable', part: 'snippet,status', upload_id: id }).toString();
  res.writeHead(200, { Location: location.toString(), 'X-GUploader-UploadID': id, 'Content-Length': 0 });
  res.end();
}

async function continueUpload(sessions: UploadSessions, req: IncomingMessage, res: ServerResponse, uploadId: string) {
  const session = sessions.get(uploadId);
  const range = parseContentRange(req.headers['content-range']);
  if (range.query) {
    if (range.total !== undefined && range.total !== session.total)
      throw googleError(400, 'The total size does not match.', 'badRequest');
    if (session.video) return sendJson(res, 200, videoResource(session.video));
    return resumeIncomplete(res, session.received);
  }
  await sessions.receive(session, req, range);
  if (req.socket.destroyed) return;
  if (session.video) return sendJson(res, 201, videoResource(session.video));
  return resumeIncomplete(res, session.received);
}

function listChannels(tokens: TokenRegistry, req: IncomingMessage, res: ServerResponse, url: URL) {
  const access = authorize(tokens, req, READ_SCOPES);
  if (url.searchParams.get('mine') !== 'true') throw googleError(400, 'Only mine=true is supported here.', 'badRequest');
  const { channelId, channelTitle } = access.account;
  sendJson(res, 200, {
    kind: 'youtube#channelListResponse',
    pageInfo: { totalResults: 1, resultsPerPage: 5 },
    items: [{ kind: 'youtube#channel', id: channelId, snippet: { title: channelTitle, description: '' } }],
  });
}

async function control(sessions: UploadSessions, req: IncomingMessage, res: ServerResponse, path: string) {
  if (req.method === 'GET' && path === '/__control/videos') return sendJson(res, 200, { videos: sessions.videos });
  if (req.method === 'POST' && path === '/__control/fail-next-upload') {
    const { afterBytes, hold } = JSON.parse(await readSmallBody(req)) as { afterBytes?: unknown; hold?: unknown };
    if (typeof afterBytes !== 'number' || afterBytes < 0) throw new HttpError(400, 'afterBytes must be a number.');
    sessions.failNextUploadAfter(afterBytes, hold === true);
    return sendJson(res, 200, { armed: afterBytes });
  }
  if (req.method === 'GET' && path === '/__control/held-uploads')
    return sendJson(res, 200, { clientPorts: [...sessions.heldPorts] });
  const video = /^\/__control\/videos\/([\w-]+)$/.exec(path)?.[1];
  if (req.method === 'DELETE' && video) return sendJson(res, (await sessions.deleteVideo(video)) ? 200 : 404, {});
  throw new HttpError(404, `No such control endpoint: ${req.method} ${path}`);
}

async function route(tokens: TokenRegistry, sessions: UploadSessions, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname.startsWith('/__control/')) return control(sessions, req, res, url.pathname);
  if (url.pathname === UPLOAD_PATH) {
    const uploadId = url.searchParams.get('upload_id');
    if (req.method === 'POST' && !uploadId) return startUpload(tokens, sessions, req, res, url);
    if (req.method === 'PUT' && uploadId) return continueUpload(sessions, req, res, uploadId);
  }
  if (req.method === 'GET' && url.pathname === '/youtube/v3/channels') return listChannels(tokens, req, res, url);
  throw googleError(404, `Not found: ${req.method} ${url.pathname}`, 'notFound');
}

export function createYoutubeServer(tokens: TokenRegistry, sessions: UploadSessions) {
  return createServer((req, res) => {
    route(tokens, sessions, req, res).catch((error: unknown) => {
      answerError(res, error, (e) => ({ error: { code: e.status, message: e.message, errors: [{ message: e.message }] } }));
      // Read and drop the rest of a refused upload, so the client gets the answer rather than a reset.
      if (!req.complete) req.resume();
    });
  });
}
