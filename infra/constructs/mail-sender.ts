import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { Construct } from 'constructs';

export interface MailSenderProps {
  readonly stage: string;
  /** A stage that retains its data keeps the configuration set too: the retained user pool names it. */
  readonly retainData: boolean;
  /** The domain of the sender address (`hello@herway.com` → `herway.com`). */
  readonly domain: string;
  /** A Route 53 zone for exactly that domain: then SES's DKIM records are created in it. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** In the SES sandbox, IAM must also allow sending to each (verified) recipient identity. */
  readonly sandbox: boolean;
}

/**
 * E-mail (docs/decisions/email-reputation.md): the SES domain identity every message is sent from, with Easy DKIM, and the
 * configuration set every message is sent through (docs/email.md). Without a hosted zone for the
 * domain its three DKIM CNAME records are stack outputs for the DNS host.
 */
export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  readonly domain: string;
  /** What ses:SendEmail is granted on. */
  readonly sendIdentityArns: string[];
  /**
   * Every send names it (the functions' SES_CONFIGURATION_SET, Cognito's e-mails too): reputation
   * metrics for the alarms, bounces and complaints to the account's default bus (the only bus SES
   * publishes to) for the mail-feedback consumer, and those addresses on the suppression list.
   */
  readonly configurationSet: ConfigurationSet;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    this.domain = props.domain;
    const zone =
      props.hostedZone && props.hostedZone.name === props.domain
        ? HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.hostedZone.id, zoneName: props.hostedZone.name })
        : undefined;
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: zone ? Identity.publicHostedZone(zone) : Identity.domain(props.domain),
    });
    const stack = Stack.of(this);
    this.configurationSetName = `herway-${props.stage}`;
    this.configurationSet = this.createConfigurationSet(props);
    this.configurationSetArn = stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSetName });
    this.sendIdentityArns = [
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: props.domain }),
      ...(props.sandbox ? [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })] : []),
    ];
    if (!zone) {
      const records = [
        [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
        [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
        [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
      ] as const;
      records.forEach(([name, value], index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME record ${index + 1} of 3 to add at the DNS host of ${props.domain}`,
          value: `${name} CNAME ${value}`,
        });
      });
    }
  }

  private createConfigurationSet(props: MailSenderProps): ConfigurationSet {
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // A fixed name: retained like the data, but not after a failed first deploy (RetainExceptOnCreate), so that deploy can be retried.
    configurationSet.applyRemovalPolicy(props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY);
    configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    new CfnOutput(this, 'ConfigurationSetName', {
      value: this.configurationSetName,
      description: 'The SES configuration set every e-mail is sent through (docs/email.md)',
    });
    return configurationSet;
  }
}
