import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.js';

const SOCKET = '10.0.0.9';

describe('clientIp', () => {
  it('takes the address the trusted proxy saw, not what the client claims', () => {
    // The client claims 1.1.1.1; Google's front end appended the real address 203.0.113.5.
    expect(clientIp('1.1.1.1, 203.0.113.5, 66.102.8.142', SOCKET, 2)).toBe('203.0.113.5');
    expect(clientIp('203.0.113.5, 66.102.8.142', SOCKET, 2)).toBe('203.0.113.5');
  });

  it('uses the connection address when no proxy is trusted or no header came', () => {
    expect(clientIp('1.1.1.1', SOCKET, 0)).toBe('10.0.0.9');
    expect(clientIp(undefined, SOCKET, 2)).toBe('10.0.0.9');
  });
});
