/** Fixed local addresses: everything binds to 127.0.0.1 and the project id starts with `demo-`, so nothing can reach live resources. */
export const PROJECT_ID = 'demo-tutorly';
export const HOST = '127.0.0.1';

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5050,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  firestoreWebSocket: 9150,
  ipay: 9310,
  stripe: 12111,
  mailSmtp: 1025,
  mailWeb: 1080,
  // Stand-ins for Google's OAuth server and the YouTube Data API (emulators/stand-ins/google).
  googleOAuth: 9330,
  youtube: 9331,
} as const;

export const APP_URL = `http://${HOST}:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api`;
/** Where Google sends the tutor back after the YouTube consent screen (registered with the OAuth stand-in). */
export const YOUTUBE_REDIRECT_URI = `${APP_URL}/youtube/oauth/callback`;
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const MAILBOX_URL = `http://${HOST}:${PORTS.mailWeb}`;

/** What the functions runtime needs locally besides the emulator hosts: where its stand-ins live. */
export const FUNCTIONS_LOCAL_ENV = {
  APP_URL,
  SMTP_URL: `smtp://${HOST}:${PORTS.mailSmtp}`,
  MAIL_FROM: 'Tutorly <no-reply@tutorly.lk>',
  // Signs invitation links; a Secret Manager secret in production (README, "Students and invitations").
  INVITATION_TOKEN_SECRET: 'local-demo-invitation-secret-not-for-production',
};

/** The variables an Admin SDK process needs to talk to these emulators. */
export const ADMIN_EMULATOR_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
  // What Cloud Functions gives every function: the functions' code run in-process (tests, bench)
  // calls initializeApp() without options, which reads the default bucket from it.
  FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }),
  // Not on Google Cloud: skip the metadata-server probe (and its warning).
  METADATA_SERVER_DETECTION: 'none',
};

/**
 * Test-only gateway credentials for the payment stand-ins (emulators/stand-ins/ipay, .../stripe).
 * They exist only in the demo project; real ones are Cloud Functions secrets (README, Payments).
 */
export const PAYMENT_TEST_CREDENTIALS = {
  ipayMerchantWebToken: 'demo-ipay-merchant-web-token',
  ipaySecret: 'demo-ipay-secret',
  stripeSecretKey: 'sk_test_demo_tutorly',
  stripeWebhookSecret: 'whsec_demo_tutorly',
} as const;

export const IPAY_URL = `http://${HOST}:${PORTS.ipay}`;
export const STRIPE_API_URL = `http://${HOST}:${PORTS.stripe}`;

/**
 * What the functions need to reach the payment stand-ins. Stripe is switched on locally so both
 * gateways work end to end; `PAYMENTS_STRIPE_ENABLED=false npm start` shows the production default.
 */
export function paymentsFunctionsEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    IPAY_CHECKOUT_URL: `${IPAY_URL}/ipg/checkout`,
    IPAY_MERCHANT_WEB_TOKEN: PAYMENT_TEST_CREDENTIALS.ipayMerchantWebToken,
    IPAY_SECRET: PAYMENT_TEST_CREDENTIALS.ipaySecret,
    STRIPE_API_URL,
    STRIPE_SECRET_KEY: PAYMENT_TEST_CREDENTIALS.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET: PAYMENT_TEST_CREDENTIALS.stripeWebhookSecret,
    PAYMENTS_STRIPE_ENABLED: env.PAYMENTS_STRIPE_ENABLED ?? 'true',
  };
}
