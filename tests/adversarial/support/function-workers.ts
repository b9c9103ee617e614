import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { HOST, PORTS, PROJECT_ID } from '../../support/emulators.ts';

const REGION = 'us-central1';

/** The inode of the local TCP socket bound to `port` (from /proc/net/tcp, ports in hex). */
function socketInode(port: number): string | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[1]?.endsWith(`:${hexPort}`)) return columns[9];
    }
  }
  return undefined;
}

/**
 * Kills (SIGKILL, as a crash or an instance shutdown would) the process whose connection comes from
 * local `port`: exactly the function instance behind one request, leaving every other one running.
 */
export function killProcessConnectedFrom(port: number): void {
  const inode = socketInode(port);
  if (!inode) throw new Error(`no socket on local port ${port}`);
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone already
    }
    for (const fd of descriptors) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== `socket:[${inode}]`) continue;
        process.kill(Number(pid), 'SIGKILL');
        return;
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no process owns the socket on local port ${port}`);
}

/**
 * Delivers a Firestore "document created" CloudEvent to a function again, the way Cloud Functions
 * retries an event whose run failed (`retry: true`): the Functions emulator's own trigger endpoint,
 * which the Firestore emulator used for the first delivery (event triggers are registered there as
 * `{region}-{name}-0`).
 */
export async function redeliverDocumentCreated(target: string, documentPath: string): Promise<void> {
  const now = new Date().toISOString();
  const database = `projects/${PROJECT_ID}/databases/(default)`;
  const event = {
    specversion: '1.0',
    id: crypto.randomUUID(),
    type: 'google.cloud.firestore.document.v1.created',
    source: `//firestore.googleapis.com/${database}`,
    subject: `documents/${documentPath}`,
    time: now,
    datacontenttype: 'application/json',
    project: PROJECT_ID,
    database: '(default)',
    namespace: '(default)',
    document: documentPath,
    location: REGION,
    data: { value: { name: `${database}/documents/${documentPath}`, fields: {}, createTime: now, updateTime: now } },
  };
  const answer = await fetch(
    `http://${HOST}:${PORTS.functions}/functions/projects/${PROJECT_ID}/triggers/${REGION}-${target}-0`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/cloudevents+json' },
      body: JSON.stringify(event),
    },
  );
  if (!answer.ok) throw new Error(`redelivering to ${target}: ${answer.status} ${await answer.text()}`);
}
