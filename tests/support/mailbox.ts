import { MAILBOX_URL } from '../../emulators/config.ts';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  date: string;
}

async function inbox(): Promise<CaughtEmail[]> {
  const res = await fetch(`${MAILBOX_URL}/email`);
  if (!res.ok) throw new Error(`MailDev: ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/** Every message delivered to `address` so far, oldest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const wanted = address.toLowerCase();
  return (await inbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === wanted));
}

/** Waits for the `count`-th message to `address` (delivery is asynchronous from the caller's view). */
export async function waitForEmail(address: string, count = 1, timeoutMs = 10_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await emailsTo(address);
    const message = messages[count - 1];
    if (message) return message;
    if (Date.now() > deadline)
      throw new Error(`no e-mail #${count} to ${address} within ${timeoutMs} ms (got ${messages.length})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
