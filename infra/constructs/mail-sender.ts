import { CfnOutput, Stack } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { Construct } from 'constructs';

export interface MailSenderProps {
  /** The domain of the sender address (`hello@herway.com` → `herway.com`). */
  readonly domain: string;
  /** A Route 53 zone for exactly that domain: then SES's DKIM records are created in it. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** In the SES sandbox, IAM must also allow sending to each (verified) recipient identity. */
  readonly sandbox: boolean;
}

/**
 * E-mail (DESIGN §4): the SES domain identity every message is sent from, with Easy DKIM. Without
 * a hosted zone for the domain its three DKIM CNAME records are stack outputs for the DNS host.
 */
export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  readonly domain: string;
  /** What ses:SendEmail is granted on. */
  readonly sendIdentityArns: string[];

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
}
