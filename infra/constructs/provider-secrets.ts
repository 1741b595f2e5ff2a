import { SecretValue } from 'aws-cdk-lib';
import { Construct } from 'constructs';

/**
 * The providers' secrets, kept in AWS Secrets Manager and never in code or in the template.
 *
 * The handlers read STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and CALENDLY_WEBHOOK_SIGNING_KEY from
 * their environment (functions/src/kernel/config.ts), and neither the Secrets Manager nor the SSM
 * client is a dependency of the functions, so they cannot fetch a secret at cold start. Each
 * value therefore reaches the function that needs it as a CloudFormation dynamic reference
 * (`{{resolve:secretsmanager:<name>:SecretString:<field>}}`): CloudFormation resolves it at deploy
 * time with the deployer's permissions, the template and the cloud assembly hold only the
 * reference, and the functions' roles need no access to Secrets Manager. The price: the value is
 * visible to whoever may read the function's configuration, and a changed secret reaches the
 * functions on the next deploy that changes them (`-c secretsRevision=<n>`).
 *
 * The secrets (created once per stage, README "Deploying"):
 * - `<stripe>`: `{"secretKey": "sk_live_...", "webhookSecret": "whsec_...", "paymentLinkKey": "<32+ random characters>"}`
 *   (paymentLinkKey signs the open-amount checkout's payment links: `npm run payment-link`)
 * - `<calendly>`: `{"signingKey": "...", "bookingLinkKey": "<32+ random characters>"}` (bookingLinkKey seals
 *   her id into her booking links)
 */
export interface ProviderSecretsProps {
  readonly names: { readonly stripe: string; readonly calendly: string };
  readonly revision: string;
}

export class ProviderSecrets extends Construct {
  readonly revision: string;
  private readonly names: ProviderSecretsProps['names'];

  constructor(scope: Construct, id: string, props: ProviderSecretsProps) {
    super(scope, id);
    this.names = props.names;
    this.revision = props.revision;
  }

  /** The environment variables each secret is given to the handlers as, with their dynamic references. */
  get stripeSecretKey(): string {
    return reference(this.names.stripe, 'secretKey');
  }

  get stripeWebhookSecret(): string {
    return reference(this.names.stripe, 'webhookSecret');
  }

  get paymentLinkKey(): string {
    return reference(this.names.stripe, 'paymentLinkKey');
  }

  get bookingLinkKey(): string {
    return reference(this.names.calendly, 'bookingLinkKey');
  }

  get calendlySigningKey(): string {
    return reference(this.names.calendly, 'signingKey');
  }
}

function reference(secretName: string, jsonField: string): string {
  // A dynamic reference, not a value: unwrapping it puts only `{{resolve:...}}` in the template.
  return SecretValue.secretsManager(secretName, { jsonField }).unsafeUnwrap();
}
