import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { senderDomain } from '../lib/stages';
import type { StageConfig } from '../lib/stages';
import { DataTable } from '../constructs/data-table';
import { MailSender } from '../constructs/mail-sender';
import { UserDirectory } from '../constructs/user-directory';

/**
 * The long-lived, stateful part: the table, the user pool and the SES identity. Nothing here
 * depends on the site's URL, so it deploys first and rarely changes.
 */
export class DataStack extends Stack {
  readonly data: DataTable;
  readonly users: UserDirectory;
  readonly mail: MailSender;

  constructor(scope: Construct, id: string, config: StageConfig, props?: StackProps) {
    super(scope, id, { description: `HerWay ${config.stage}: table, user pool, SES identity`, terminationProtection: config.retainData, ...props });
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const domain = senderDomain(config);

    this.data = new DataTable(this, 'Data', { removalPolicy });
    this.mail = new MailSender(this, 'Mail', {
      stage: config.stage,
      retainData: config.retainData,
      domain,
      hostedZone: config.hostedZone,
      sandbox: config.sesSandbox,
    });
    this.users = new UserDirectory(this, 'Users', {
      removalPolicy,
      deletionProtection: config.retainData,
      ...(config.cognitoEmailViaSes ? { sesSender: { fromEmail: config.mailFrom, domain, configurationSetName: this.mail.configurationSetName } } : {}),
    });
    if (config.cognitoEmailViaSes) this.users.node.addDependency(this.mail.identity, this.mail.configurationSet);

    Validations.of(this.users.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        "The password rule is at least 8 characters, as the forms say, with no composition rules (NIST SP 800-63B advises against them). The pool is on Cognito's Essentials plan, without threat protection; instead registration and reset refuse the 1,000 most common passwords (functions/src/accounts/common-passwords.ts), the API limits failed sign-ins per account and per network (functions/src/accounts/abuse-limits.ts), and on prod in us-east-1 the WAF's rate rule caps each address per API path (docs/accounts-and-abuse.md).",
    });
    Validations.of(this.users.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        "Athletes (13+) and parents sign in with a password only. Admins must pass a TOTP code after the password, enforced by the app (functions/src/accounts/second-factor.ts) because Cognito cannot require MFA for one group only; an admin's tokens open nothing until that sign-in passed its code. The pool is on Essentials, without threat protection: what guards sign-in is the API's failed sign-in limits per account and per network, the common-password refusal at registration and reset, and on prod in us-east-1 the WAF's per-address rate rule (docs/accounts-and-abuse.md).",
    });

    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.users.client.userPoolClientId });
    new CfnOutput(this, 'MailFrom', { value: config.mailFrom, description: `Sent from the SES identity ${domain}` });
  }
}
