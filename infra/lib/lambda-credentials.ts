/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (lambda-bundling.ts).
 * Lambda hands every function its execution role's credentials in the environment
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), so of the SDK's default chain
 * (environment, SSO, ini files, process, web identity, container and instance metadata) only
 * the first link can ever answer there. Bundling just that link leaves out about 90 KB of
 * credential providers and the STS and SSO clients they carry. Never used outside a bundle.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
