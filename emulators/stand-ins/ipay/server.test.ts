import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpayStandIn } from './server.ts';
import { callbackChecksum, checkoutChecksum } from './signing.ts';

const TOKEN = 'token-1';
const SECRET = 'secret-1';

/** A merchant endpoint that records the callbacks it receives. */
async function startCallbackSink() {
  const received: { contentType: string | undefined; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body });
      res.end('{"status":"SUCCESS"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`, received, close: () => server.close() };
}

function checkoutForm(overrides: Record<string, string> = {}) {
  const fields = {
    merchantWebToken: TOKEN,
    orderId: 'ORD1',
    totalAmount: '5099.00',
    returnUrl: 'http://127.0.0.1:5050/checkout/success?gateway=ipay',
    cancelUrl: 'http://127.0.0.1:5050/checkout/cancel',
    customerEmail: 'a@example.com',
    orderDescription: 'Monthly',
    ...overrides,
  };
  return new URLSearchParams({
    ...fields,
    checksum: checkoutChecksum(SECRET, fields.merchantWebToken, fields.orderId, fields.totalAmount),
    ...overrides,
  });
}

describe('iPay stand-in', () => {
  let sink: Awaited<ReturnType<typeof startCallbackSink>>;
  let ipay: Awaited<ReturnType<typeof startIpayStandIn>>;
  beforeAll(async () => {
    sink = await startCallbackSink();
    ipay = await startIpayStandIn({ host: '127.0.0.1', port: 0, merchantWebToken: TOKEN, secret: SECRET, callbackUrl: sink.url });
  });
  afterAll(async () => {
    await ipay.close();
    sink.close();
  });

  it('signs like the reference test vectors', () => {
    expect(checkoutChecksum('secret', 'TOKEN', 'ORD1', '1699.00')).toBe('Ms/D3+lC2j6fsepuV2Ek++n7i7X8vNqdWv2Fh3FQ1jo=');
    const signed = {
      transactionReference: 'REF1',
      orderId: 'ORD1',
      transactionTimeInMillis: '1700000000000',
      amount: '1699.00',
      transactionStatus: 'A',
    };
    expect(callbackChecksum('secret', signed)).toBe('VO+QvMf6UxP9GQie6dSKeNggIprIlyhurDSSFYuTGsY=');
  });

  it('refuses a form with a wrong checksum or merchant token', async () => {
    const badChecksum = await fetch(`${ipay.url}/ipg/checkout`, { method: 'POST', body: checkoutForm({ checksum: 'AAAA' }) });
    expect(badChecksum.status).toBe(400);
    expect(await badChecksum.text()).toContain('Invalid checksum');
    const badToken = await fetch(`${ipay.url}/ipg/checkout`, {
      method: 'POST',
      body: checkoutForm({ merchantWebToken: 'other' }),
    });
    expect(badToken.status).toBe(401);
  });

  it('shows the order, then calls back with a signed callback and returns the buyer', async () => {
    const page = await fetch(`${ipay.url}/ipg/checkout`, { method: 'POST', body: checkoutForm() });
    const html = await page.text();
    expect(html).toContain('LKR 5,099.00');
    const action = /action="(\/ipg\/checkout\/[\w-]+\/pay)"/.exec(html)?.[1];
    const paid = await fetch(`${ipay.url}${action}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:5050/checkout/success?gateway=ipay');

    const callback = JSON.parse(sink.received.at(-1)!.body) as Record<string, string>;
    expect(sink.received.at(-1)!.contentType).toBe('application/json');
    expect(callback).toMatchObject({ orderId: 'ORD1', transactionAmount: '5099.00', transactionStatus: 'A' });
    const signed = {
      transactionReference: callback.transactionReference ?? '',
      orderId: 'ORD1',
      transactionTimeInMillis: callback.transactionTimeInMillis ?? '',
      amount: '5099.00',
      transactionStatus: 'A',
    };
    expect(callback.checksum).toBe(callbackChecksum(SECRET, signed));
    // One choice per checkout.
    expect((await fetch(`${ipay.url}${action}`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });
});
