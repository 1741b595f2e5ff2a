import { GraduationCap, Sparkles } from 'lucide-react';
import type { PublicMentor } from '@herway/shared/contracts/mentors';
import { cn } from '@/lib/cn';
import { MentorPhoto } from '@/components/commerce/mentor-photo';

type Props = {
  /** Her photo is `photoUrl`; without one (or when it fails to load) her initials show on grey. */
  mentor: PublicMentor;
  /** Heading level of her name within the page's outline. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

/** A co-founder mentor: photo or initials, name, sport and school, specialty and short bio. */
export function MentorCard({ mentor, headingLevel: Name = 'h3', className }: Props) {
  return (
    <article className={cn('flex h-full flex-col rounded-3xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8', className)}>
      <div className="flex items-center gap-5">
        <MentorPhoto name={mentor.name} initials={mentor.initials} photoUrl={mentor.photoUrl ?? undefined} size={88} />
        <div className="min-w-0">
          <Name className="text-xl font-bold text-ink">{mentor.name}</Name>
          <p className="mt-1 font-semibold text-plum-700">{mentor.sport}</p>
          <p className="mt-0.5 flex items-start gap-1.5 text-sm text-muted">
            <GraduationCap className="mt-0.5 size-4 text-plum-600" aria-hidden="true" />
            <span>{mentor.school}</span>
          </p>
        </div>
      </div>
      <p className="mt-6 flex gap-2.5 rounded-2xl bg-plum-50 px-4 py-3 text-sm text-plum-900">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-plum-700" aria-hidden="true" />
        <span>
          <span className="font-semibold">Specialty: </span>
          {mentor.specialty}
        </span>
      </p>
      <p className="mt-4 text-pretty text-muted">{mentor.bio}</p>
    </article>
  );
}

/** Where a mentor card will be while the mentors load: the same box, so nothing moves when they arrive. */
export function MentorCardPlaceholder() {
  return <div aria-hidden="true" className="h-full min-h-80 rounded-3xl border border-plum-100 bg-plum-50/60 motion-safe:animate-pulse" />;
}
