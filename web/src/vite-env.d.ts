/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics is off when unset. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Stripe publishable key; without it the local payment provider is used. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
