import { Award, Download } from 'lucide-react';
import { useState } from 'react';
import type { CertificateReply } from '@herway/shared/contracts/certificate';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useIssueCertificate, useWithdrawCertificate } from '../api/certificate';
import { CertificateSettings } from './certificate-settings';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Issued({ certificate, onWithdrawn }: { certificate: CertificateReply; onWithdrawn: () => void }) {
  const withdraw = useWithdrawCertificate();
  const verifyUrl = `${window.location.origin}${certificate.verifyPath}`;
  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: onWithdrawn,
      onError: (error) => toast({ title: 'Your certificate was not withdrawn', description: getErrorMessage(error), variant: 'destructive' }),
    });
  return (
    <>
      <p className="text-ink">
        {certificate.displayName} completed the {certificate.courseTitle} on {dateFormat.format(new Date(certificate.completedAt))}.
      </p>
      <div className="grid min-w-0 gap-1">
        <label htmlFor="certificate-verify-link" className="text-sm font-semibold text-ink">
          Verify link (anyone with it sees your first name, last initial, the course and the date)
        </label>
        <Input id="certificate-verify-link" readOnly value={verifyUrl} onFocus={(event) => event.target.select()} className="h-9 min-w-0 font-mono text-xs" />
      </div>
      <CertificateSettings certificate={certificate} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={certificate.pdfPath} className={buttonVariants()} download>
          <Download className="size-4" aria-hidden="true" />
          Download certificate (PDF)
        </a>
        <Button variant="outline" onClick={onWithdraw} disabled={withdraw.isPending}>
          Withdraw
        </Button>
      </div>
    </>
  );
}

/** Before she asked for it (or after she withdrew it): what it is, and the button that issues it. */
function NotAskedYet({ withdrawn, onAsk }: { withdrawn: boolean; onAsk: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-muted">
        {withdrawn
          ? 'Certificate withdrawn: its verify link no longer works.'
          : 'You completed every lesson. Get your certificate of completion: a PDF to keep and a link anyone can check.'}
      </p>
      <Button onClick={onAsk}>{withdrawn ? 'Get a new certificate' : 'Get my certificate'}</Button>
    </div>
  );
}

/**
 * Her certificate on the dashboard, once she completed the course (docs/course-player.md#certificate).
 * The one she holds comes with the dashboard (`held`, kept in step with every change she makes
 * here); reading it issues it the first time, so it is read only when she presses "Get my certificate".
 */
export function CertificateCard({ held }: { held: CertificateReply | undefined }) {
  const [withdrawn, setWithdrawn] = useState(false);
  const issue = useIssueCertificate();
  const onWithdrawn = () => {
    setWithdrawn(true);
    issue.reset();
  };
  const onAsk = () => {
    setWithdrawn(false);
    issue.mutate();
  };
  return (
    <section aria-labelledby="course-certificate" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <Award className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="course-certificate" className="text-xl font-bold text-ink">
          Course completed
        </h2>
      </div>
      {held ? (
        <Issued certificate={held} onWithdrawn={onWithdrawn} />
      ) : issue.isPending ? (
        <p className="text-muted">Preparing your certificate…</p>
      ) : (
        <>
          {issue.isError ? (
            <p role="alert" className="font-medium text-danger-800">
              {getErrorMessage(issue.error)}
            </p>
          ) : null}
          <NotAskedYet withdrawn={withdrawn} onAsk={onAsk} />
        </>
      )}
    </section>
  );
}
