import { Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenActionItem } from '@herway/shared/contracts/mentor-notes';
import type { TimelineReply } from '@herway/shared/contracts/recruiting';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { timelineItemId, useAddStepToActionItems } from '../api/recruiting-timeline';
import { stepDay, timelineAtAGlance } from '../lib/timeline';

type Step = TimelineReply['steps'][number];

/** One step: its day, what to do, where the rule comes from, and one click to put it on her action items. */
function TimelineStep({ step, onHerList }: { step: Step; onHerList: boolean }) {
  const add = useAddStepToActionItems();
  const addToList = () =>
    add.mutate(step, {
      onSuccess: ({ created }) => toast({ title: created ? 'Added to your action items' : 'Already on your action items' }),
      onError: (error) => toast({ title: 'Not added', description: getErrorMessage(error), variant: 'destructive' }),
    });
  return (
    <li className="grid gap-1 border-l-2 border-plum-200 pl-3">
      <p className="text-xs font-semibold text-plum-700">{stepDay(step.date)}</p>
      <p className="text-sm font-semibold [overflow-wrap:anywhere] text-ink">{step.title}</p>
      <p className="text-sm [overflow-wrap:anywhere] text-muted">
        {step.detail}{' '}
        {step.source ? (
          <a className="underline" href={step.source.url} target="_blank" rel="noreferrer noopener">
            Source
          </a>
        ) : null}
      </p>
      {onHerList ? (
        <p className="text-xs text-muted">On your action items</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={add.isPending}
          onClick={addToList}
          aria-label={`Add to my action items: ${step.title}`}
        >
          Add to my action items
        </Button>
      )}
    </li>
  );
}

function StepList({ title, steps, openItemIds }: { title: string; steps: readonly Step[]; openItemIds: ReadonlySet<string> }) {
  if (steps.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-bold text-ink uppercase">{title}</h3>
      <ul className="grid gap-3">
        {steps.map((step) => (
          <TimelineStep key={step.key} step={step} onHerList={openItemIds.has(timelineItemId(step.key))} />
        ))}
      </ul>
    </div>
  );
}

/** Her recruiting timeline on the dashboard (read with the page): this month's steps and the next one (docs/recruiting-workspace.md#her-timeline). */
export function RecruitingTimeline({ timeline, openItems, now }: { timeline: TimelineReply | undefined; openItems: readonly OpenActionItem[]; now: Date }) {
  if (!timeline) return null;
  const { graduationYear, steps, complianceNote } = timeline;
  const { thisMonth, next } = timelineAtAGlance(steps, now);
  if (graduationYear !== null && thisMonth.length === 0 && next.length === 0) return null;
  const openItemIds = new Set(openItems.map((item) => item.id));
  return (
    <section aria-labelledby="timeline-title" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5">
      <h2 id="timeline-title" className="inline-flex items-center gap-2 text-xl font-bold text-ink">
        <MapIcon className="size-5 text-plum-700" aria-hidden="true" />
        Your Recruiting Timeline
      </h2>
      {graduationYear === null ? (
        <p className="text-sm text-muted">
          <Link to="/profile" className="font-semibold text-plum-700 underline underline-offset-2">
            Add your graduation year
          </Link>{' '}
          to see when coaches may contact you and what to do each year.
        </p>
      ) : (
        <>
          <StepList title="This month" steps={thisMonth} openItemIds={openItemIds} />
          <StepList title="Next" steps={next} openItemIds={openItemIds} />
          <p className="text-xs text-muted">{complianceNote}</p>
        </>
      )}
    </section>
  );
}
