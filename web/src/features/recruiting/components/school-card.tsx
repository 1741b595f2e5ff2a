import { Trash2 } from 'lucide-react';
import { divisionLabels, fitCriteria, schoolStatusKeys, schoolStatusLabels, type FitKey } from '@herway/shared/catalog/recruiting';
import type { ListedSchool, School, UpdateSchoolBody } from '@herway/shared/contracts/recruiting';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LabelledOptions, Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteSchool } from '../api/delete-school';
import { useUpdateSchool } from '../api/update-school';
import { CoachLinkPart } from './coach-link-part';
import { ContactRuleNote } from './contact-rule-note';
import { SchoolNextStepForm } from './school-next-step-form';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Her 1-5 score of the school on each fit criterion. */
function FitScores({ school, disabled, onChange }: { school: School; disabled: boolean; onChange: (changes: UpdateSchoolBody) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {fitCriteria.map((criterion) => (
        <label key={criterion.key} className="grid gap-1 text-sm font-semibold text-ink" title={criterion.factors}>
          {criterion.label}
          <Select
            aria-label={`${criterion.label} fit for ${school.name}`}
            value={school[criterion.key as FitKey] ?? ''}
            disabled={disabled}
            onChange={(event) => onChange({ [criterion.key]: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">–</option>
            {SCORES.map((score) => (
              <option key={score} value={score}>
                {score}
              </option>
            ))}
          </Select>
        </label>
      ))}
    </div>
  );
}

/** One school of her list: its fit scores and status change as she picks them; next step and notes are saved with a button. */
export function SchoolCard({ school }: { school: ListedSchool }) {
  const update = useUpdateSchool();
  const remove = useDeleteSchool();
  const change = (changes: UpdateSchoolBody) =>
    update.mutate(
      { id: school.id, changes },
      { onError: (error) => toast({ title: 'Not saved', description: getErrorMessage(error), variant: 'destructive' }) },
    );

  return (
    <li className="grid min-w-0 gap-4 rounded-2xl border border-plum-100 bg-white p-4" aria-label={school.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-ink">{school.name}</h3>
          <p className="text-sm text-muted">{school.division ? divisionLabels[school.division] : 'Division not set'}</p>
        </div>
        <Badge variant={school.overallScore === null ? 'outline' : 'default'} aria-label={`Overall score ${school.overallScore ?? 'not scored yet'}`}>
          Overall {school.overallScore ?? '–'}
        </Badge>
      </div>

      <ContactRuleNote school={school} />

      <FitScores school={school} disabled={update.isPending} onChange={change} />

      <label className="grid gap-1 text-sm font-semibold text-ink">
        Status
        <Select
          aria-label={`Status of ${school.name}`}
          value={school.status}
          disabled={update.isPending}
          onChange={(event) => change({ status: event.target.value as School['status'] })}
        >
          <LabelledOptions keys={schoolStatusKeys} labels={schoolStatusLabels} />
        </Select>
      </label>

      <SchoolNextStepForm school={school} />

      <CoachLinkPart school={school} />

      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-danger-700"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Remove ${school.name} from your list?`)) remove.mutate(school.id);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Remove
      </Button>
    </li>
  );
}
