import { Download } from 'lucide-react';
import { divisionKeys, divisionLabels, schoolStatusKeys, schoolStatusLabels } from '@herway/shared/catalog/recruiting';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LabelledOptions, Select } from '@/components/ui/select';
import { SCHOOLS_CSV_PATH } from '../api/get-schools';
import { schoolSortKeys, schoolSortLabels, type SchoolFilter, type SchoolSort } from '../lib/school-list';

type Props = {
  sort: SchoolSort;
  filter: SchoolFilter;
  onSort: (sort: SchoolSort) => void;
  onFilter: (filter: SchoolFilter) => void;
};

/** Sort and narrow her list, and download it as a spreadsheet. */
export function SchoolToolbar({ sort, filter, onSort, onFilter }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <FormField label="Sort by">
        {(field) => (
          <Select {...field} value={sort} onChange={(event) => onSort(event.target.value as SchoolSort)}>
            <LabelledOptions keys={schoolSortKeys} labels={schoolSortLabels} />
          </Select>
        )}
      </FormField>
      <FormField label="Status">
        {(field) => (
          <Select {...field} value={filter.status} onChange={(event) => onFilter({ ...filter, status: event.target.value as SchoolFilter['status'] })}>
            <option value="all">All statuses</option>
            <LabelledOptions keys={schoolStatusKeys} labels={schoolStatusLabels} />
          </Select>
        )}
      </FormField>
      <FormField label="Division">
        {(field) => (
          <Select {...field} value={filter.division} onChange={(event) => onFilter({ ...filter, division: event.target.value as SchoolFilter['division'] })}>
            <option value="all">All divisions</option>
            <LabelledOptions keys={divisionKeys} labels={divisionLabels} />
          </Select>
        )}
      </FormField>
      <a href={SCHOOLS_CSV_PATH} download className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
        <Download className="size-4" aria-hidden="true" />
        Download CSV
      </a>
    </div>
  );
}
