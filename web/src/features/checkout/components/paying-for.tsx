import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { FamilyLink } from '@herway/shared/contracts/family';
import type { PayingFor } from '../lib/use-paying-for';

const fullName = (athlete: FamilyLink) => `${athlete.firstName} ${athlete.lastName}`.trim() || athlete.email;

/**
 * Whom a guardian pays for, above the order: "For: Maya Lopez" when she has one athlete, a choice
 * when she has several. Nothing for an athlete buying for herself.
 */
export function PayingForChoice({ payingFor, disabled }: { payingFor: PayingFor; disabled: boolean }) {
  if (payingFor.kind !== 'athlete') return null;
  const { athlete, athletes, choose } = payingFor;
  if (athletes.length === 1) {
    return (
      <p className="rounded-xl bg-plum-50 px-4 py-3 break-words text-ink">
        <span className="font-semibold">For:</span> {fullName(athlete)}
      </p>
    );
  }
  return (
    <FormField label="Who is this for?" description="The package or course becomes hers; the receipt comes to you.">
      {(field) => (
        <Select {...field} value={athlete.userId} disabled={disabled} onChange={(event) => choose(event.target.value)}>
          {athletes.map((option) => (
            <option key={option.userId} value={option.userId}>
              {fullName(option)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** A guardian with no linked athlete: nothing can be bought for anyone yet, so no card form. */
export function NoAthleteLinked() {
  return (
    <section
      aria-labelledby="no-athlete-title"
      className="mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-700">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h2 id="no-athlete-title" className="mt-4 text-xl font-bold text-ink">
        Link your athlete first
      </h2>
      <p className="mt-2 text-muted">
        A parent or guardian pays for a linked athlete: the package or course becomes hers. Link her on your family page, then come back.
      </p>
      <Link to="/family" className={buttonVariants({ className: 'mt-6' })}>
        Go to your Family page
      </Link>
    </section>
  );
}
