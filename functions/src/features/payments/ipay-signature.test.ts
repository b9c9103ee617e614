import { describe, expect, it } from 'vitest';
import { formatIpayAmount, ipayCallbackChecksum, ipayCheckoutChecksum, sameChecksum } from './ipay-signature.js';

// Test vectors from /shared/reference/payments.md (computed independently of this code).
describe('iPay checksums', () => {
  it('signs the checkout form as the reference vector says', () => {
    expect(ipayCheckoutChecksum('secret', 'TOKEN', 'ORD1', '1699.00')).toBe('Ms/D3+lC2j6fsepuV2Ek++n7i7X8vNqdWv2Fh3FQ1jo=');
  });

  it('signs the callback as the reference vector says', () => {
    const checksum = ipayCallbackChecksum('secret', {
      transactionReference: 'REF1',
      orderId: 'ORD1',
      transactionTimeInMillis: '1700000000000',
      amount: '1699.00',
      transactionStatus: 'A',
    });
    expect(checksum).toBe('VO+QvMf6UxP9GQie6dSKeNggIprIlyhurDSSFYuTGsY=');
  });

  it('formats amounts with exactly two decimals', () => {
    expect(formatIpayAmount(5099)).toBe('5099.00');
    expect(formatIpayAmount(16.9)).toBe('16.90');
  });

  it('compares checksums exactly', () => {
    expect(sameChecksum('abc=', 'abc=')).toBe(true);
    expect(sameChecksum('abc=', 'abd=')).toBe(false);
    expect(sameChecksum('abc=', 'abc')).toBe(false);
  });
});
