import { Award, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CertificateReply } from '@herway/shared/contracts/certificate';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCertificate, useWithdrawCertificate } from '../api/certificate';

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
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={certificate.pdfPath} className={buttonVariants()} download>
          <Download className="size-4" aria-hidden="true" />
          Download certificate (PDF)
        </a>
        <Link to="/profile" className={buttonVariants({ variant: 'outline' })}>
          Add to my coach page
        </Link>
        <Button variant="outline" onClick={onWithdraw} disabled={withdraw.isPending}>
          Withdraw
        </Button>
      </div>
      <p className="text-sm text-muted">
        To show it on your coach page, copy the verify link above and paste it into your profile (for example with your highlight links).
      </p>
    </>
  );
}

/**
 * Her certificate on the dashboard, once she completed the course (docs/course-player.md#certificate):
 * reading it issues it the first time. After she withdraws it, nothing is read until she asks for a new one.
 */
export function CertificateCard() {
  const [withdrawn, setWithdrawn] = useState(false);
  const certificate = useCertificate({ enabled: !withdrawn });
  if (certificate.isError) return null;
  return (
    <section aria-labelledby="course-certificate" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <Award className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="course-certificate" className="text-xl font-bold text-ink">
          Course completed
        </h2>
      </div>
      {withdrawn ? (
        <div className="grid gap-3 justify-items-start">
          <p className="text-muted">Certificate withdrawn: its verify link no longer works.</p>
          <Button variant="outline" onClick={() => setWithdrawn(false)}>
            Get a new certificate
          </Button>
        </div>
      ) : certificate.data ? (
        <Issued certificate={certificate.data} onWithdrawn={() => setWithdrawn(true)} />
      ) : (
        <p className="text-muted">Preparing your certificate…</p>
      )}
    </section>
  );
}
