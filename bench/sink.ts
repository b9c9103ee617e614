import { spawn, type ChildProcess } from 'node:child_process';

/** The plain streaming uploads' destination (a fixed port, in the bench's private network namespace). */
const SINK_PORT = 9399;
export const SINK_URL = `http://127.0.0.1:${SINK_PORT}/`;

/** A server in its own process that reads request bodies and throws them away (CORS open, for the page). */
export async function startSink(): Promise<ChildProcess> {
  const sink = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        // A file's own type (a video's) makes the page's upload send a preflight first.
        res.setHeader('Access-Control-Allow-Headers', '*');
        req.on('data', () => {});
        req.on('end', () => res.end('ok'));
      }).listen(${SINK_PORT}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => sink.stdout?.once('data', resolve));
  return sink;
}
