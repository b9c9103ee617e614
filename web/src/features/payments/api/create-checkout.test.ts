import { describe, expect, it } from 'vitest';
import { checkoutRedirectOf } from './create-checkout';

const form = { action: 'https://ipay.lk/ipg/checkout', fields: { orderId: 'A1' } };

describe('checkout redirect', () => {
  it('finds a form descriptor at the top, under form, data or url', () => {
    expect(checkoutRedirectOf({ orderId: 'A1', form })).toEqual({ form });
    expect(checkoutRedirectOf(form)).toEqual({ form });
    expect(checkoutRedirectOf({ data: { url: form } })).toEqual({ form });
  });

  it('uses a url string otherwise', () => {
    expect(checkoutRedirectOf({ url: 'https://checkout.stripe.com/c/pay/cs_1' })).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(checkoutRedirectOf({ data: { url: 'https://x.example/pay' } })).toEqual({ url: 'https://x.example/pay' });
  });

  it('has nothing usable for empty answers', () => {
    expect(checkoutRedirectOf({ orderId: 'A1' })).toBeUndefined();
    expect(checkoutRedirectOf({ url: '' })).toBeUndefined();
    expect(checkoutRedirectOf(null)).toBeUndefined();
  });
});
