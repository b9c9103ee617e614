import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Firebase Hosting serves the app over HTTPS with HTTP/2; the Hosting emulator only over HTTP/1.1.
 * Lighthouse's network simulation follows the protocol it observes: over HTTP/1.1 it allows six
 * connections per origin and a round trip per request on each, over HTTP/2 one multiplexed
 * connection. A page of ~100 small route chunks is therefore measured as production delivers it
 * through this front: TLS + HTTP/2 on the bench's loopback, every request passed on to the Hosting
 * emulator as it came. The certificate is self-signed for the host and made per run; only the
 * bench's own Chromium is told to accept it (`--ignore-certificate-errors`).
 */
export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/** A throwaway certificate and key for `host` (an IP address), from the machine's openssl. */
function selfSignedCertificate(host: string): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', `/CN=${host}`, '-addext', `subjectAltName=IP:${host}`, '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
    return { cert: readFileSync(cert), key: readFileSync(key) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTP/1.1 connection headers, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

export async function startHttpsFront(options: { host: string; port: number; target: string }): Promise<HttpsFront> {
  const target = new URL(options.target);
  const pass = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: req.headers[':authority'] ?? target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = createSecureServer({ ...selfSignedCertificate(options.host), allowHTTP1: false }, pass);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://${options.host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
