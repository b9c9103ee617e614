import * as z from 'zod/mini';
import '../../lib/zod-english.js';
import type { TPlan } from '../../shared/schemas/tutor.js';

const money = z.pipe(z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'a price such as 16.99')), z.transform(Number));

const ZEnv = z.object({
  /** Public address of the web app: the browser comes back there after checkout. */
  APP_URL: z.url(),
  PAYMENTS_STRIPE_ENABLED: z._default(z.enum(['true', 'false']), 'false'),
  PRICE_MONTHLY_USD: z._default(money, 16.99),
  PRICE_ANNUAL_USD: z._default(money, 179.99),
  IPAY_PRICE_MONTHLY_LKR: z._default(money, 5099),
  IPAY_PRICE_ANNUAL_LKR: z._default(money, 53999),
  IPAY_CHECKOUT_URL: z._default(z.url(), 'https://ipay.lk/ipg/checkout'),
  IPAY_MERCHANT_WEB_TOKEN: z.string().check(z.minLength(1)),
  IPAY_SECRET: z.string().check(z.minLength(1)),
  /** Unset in production (api.stripe.com); the local stand-in's base URL in the demo project. */
  STRIPE_API_URL: z.optional(z.url()),
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  STRIPE_PRICE_MONTHLY: z.optional(z.string()),
  STRIPE_PRICE_ANNUAL: z.optional(z.string()),
});

export interface Price {
  amount: number;
  currency: string;
}

export interface PaymentsConfig {
  appUrl: string;
  prices: Record<TPlan, Price>;
  ipay: { checkoutUrl: string; merchantWebToken: string; secret: string; prices: Record<TPlan, Price> };
  stripe: {
    enabled: boolean;
    apiUrl: string | undefined;
    secretKey: string;
    webhookSecret: string;
    /** Stripe Price ids; without them Checkout gets the configured amounts inline. */
    priceIds: Record<TPlan, string | undefined>;
    /** Live keys expect live events and test keys test events. */
    livemode: boolean;
  };
}

/** The list of what is missing or malformed, so a misconfigured deployment says exactly what to set. */
function describe(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export function parsePaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Payments configuration is invalid: ${describe(parsed.error)}`);
  const e = parsed.data;
  const stripeEnabled = e.PAYMENTS_STRIPE_ENABLED === 'true';
  if (stripeEnabled && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Payments configuration is invalid: Stripe is enabled but STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is not set',
    );
  }
  return {
    appUrl: e.APP_URL.replace(/\/$/, ''),
    prices: {
      monthly: { amount: e.PRICE_MONTHLY_USD, currency: 'USD' },
      annual: { amount: e.PRICE_ANNUAL_USD, currency: 'USD' },
    },
    ipay: {
      checkoutUrl: e.IPAY_CHECKOUT_URL,
      merchantWebToken: e.IPAY_MERCHANT_WEB_TOKEN,
      secret: e.IPAY_SECRET,
      prices: {
        monthly: { amount: e.IPAY_PRICE_MONTHLY_LKR, currency: 'LKR' },
        annual: { amount: e.IPAY_PRICE_ANNUAL_LKR, currency: 'LKR' },
      },
    },
    stripe: {
      enabled: stripeEnabled,
      apiUrl: e.STRIPE_API_URL,
      secretKey: e.STRIPE_SECRET_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      priceIds: { monthly: e.STRIPE_PRICE_MONTHLY, annual: e.STRIPE_PRICE_ANNUAL },
      // A live secret key or a live restricted key (rk_live_, which Stripe recommends for servers).
      livemode: /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? ''),
    },
  };
}

/** The refusal while Stripe is switched off (PAYMENTS_STRIPE_ENABLED), in English for callers other than the web app. */
export const STRIPE_UNAVAILABLE = 'Stripe is currently unavailable.';

let cached: PaymentsConfig | undefined;

/** Read once per instance, on first use (secrets are only in the environment at request time). */
export function paymentsConfig(): PaymentsConfig {
  cached ??= parsePaymentsConfig(process.env);
  return cached;
}
