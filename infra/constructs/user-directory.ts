import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { AuthLevel } from '@herway/shared/routes';
import { Construct } from 'constructs';

/** The Cognito groups behind the route table's protected auth levels (`member` is athlete or guardian). */
export const USER_GROUPS = {
  athlete: 'Every registered athlete',
  guardian: 'Parents and guardians, who see an athlete through a family link (docs/family.md)',
  admin: 'HerWay founders and staff',
} as const satisfies Record<Exclude<AuthLevel, 'public' | 'member'>, string>;

export interface UserDirectoryProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  /**
   * Cognito's e-mails (reset codes) from this SES-verified sender, through the configuration set
   * every e-mail uses (their bounces and complaints suppress the address too); Cognito's own sender otherwise.
   */
  readonly sesSender?: { readonly fromEmail: string; readonly domain: string; readonly configurationSetName: string };
}

/**
 * Accounts (docs/decisions/cognito-accounts-and-cookies.md): the Cognito user pool, its `athlete` and `admin` groups and the app client
 * the API signs in through. The API is the browser's only party to Cognito: it creates users with
 * the admin API, signs in with USER_PASSWORD_AUTH, renews with REFRESH_TOKEN_AUTH and revokes the
 * refresh token at logout; tokens live in httpOnly cookies (access 15 minutes, refresh 30 days).
 */
export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      // The username is the e-mail address; the API creates users (no self sign-up endpoint).
      signInAliases: { email: true },
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      // At least 8 characters, no composition rules (the forms say only that). The API
      // refuses the most common passwords at registration and reset (functions/src/accounts/common-passwords.ts).
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Off in Cognito: admins' TOTP is the app's own (functions/src/accounts/second-factor.ts), the
      // same on the local stack, where cognito-local has no MFA; Cognito cannot require it for one
      // group only, and a Cognito challenge would come before the app's.
      mfa: Mfa.OFF,
      // Essentials: 10,000 MAU a month free for the account. Plus ($0.02 a MAU, none free) would add
      // compromised-credential and risk checks: the API's own sign-in limits per network and per
      // account (abuse-limits.ts), its common-password refusal and the WAF's rate rule stand in
      // for them (docs/cost.md, "Decisions").
      featurePlan: FeaturePlan.ESSENTIALS,
      ...(props.sesSender
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: props.sesSender.fromEmail,
              fromName: 'HerWay',
              sesVerifiedDomain: props.sesSender.domain,
              configurationSetName: props.sesSender.configurationSetName,
              // The SES identity is in the pool's own region (the Data stack).
              sesRegion: Stack.of(this).region,
            }),
          }
        : {}),
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials, not Plus: Plus costs $0.02 for every monthly active user with no free allowance, more than the rest of the launch bill. ' +
        "Its compromised-credential and risk checks are replaced by the API's failed sign-in limits per network and per account, " +
        'its refusal of common passwords at registration and reset, and the WAF rate rule per address (docs/cost.md, "Decisions").',
    });
    for (const [groupName, description] of Object.entries(USER_GROUPS)) {
      this.userPool.addGroup(`Group-${groupName}`, { groupName, description });
    }
    this.client = this.addApiClient();
  }

  /** The client the API signs in through: no secret, no OAuth, revocable refresh tokens. */
  private addApiClient(): UserPoolClient {
    return this.userPool.addClient('ApiClient', {
      userPoolClientName: 'herway-api',
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Short-lived (docs/decisions/sessions-end-within-a-minute.md): the API renews them from the refresh cookie, and
      // checks every request against the app's revocation records (session-repo.ts) besides.
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
