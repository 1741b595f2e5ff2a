/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics is off when unset. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Stripe publishable key; without it the local payment provider is used. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** The support inbox the build writes into every page; set by web/vite.config.ts from SUPPORT_EMAIL. */
  readonly VITE_SUPPORT_EMAIL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
