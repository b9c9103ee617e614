import { createServer } from 'node:net';

/** Resolves true when nothing listens on host:port. */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** The first port in use, with its name, or undefined when all are free. */
export async function findBusyPort(ports: Record<string, number>, host: string) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port, host))) return { name, port };
  }
  return undefined;
}
