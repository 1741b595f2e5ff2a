import { useSearchParams } from 'react-router';
import { divisionKeys, schoolStatusKeys } from '@herway/shared/catalog/recruiting';
import { LoadState } from '@/components/ui/workspace-page';
import { AthleteWorkspaceRoute } from '@/features/auth/components/athlete-workspace-route';
import { useSchools } from '../api/get-schools';
import { AddSchoolForm } from '../components/add-school-form';
import { SchoolCard } from '../components/school-card';
import { SchoolToolbar } from '../components/school-toolbar';
import { arrangeSchools, isSchoolSort, type SchoolFilter, type SchoolSort } from '../lib/school-list';

const oneOf = <K extends string>(keys: readonly K[], value: string | null): K | 'all' =>
  (keys as readonly string[]).includes(value ?? '') ? (value as K) : 'all';

/** The sort and filter live in the address, so a reload or a shared tab keeps them. */
function useListView() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: SchoolSort = isSchoolSort(sortParam) ? sortParam : 'overall';
  const filter: SchoolFilter = { status: oneOf(schoolStatusKeys, params.get('status')), division: oneOf(divisionKeys, params.get('division')) };
  const set = (next: { sort: SchoolSort; filter: SchoolFilter }) => {
    const entries = { sort: next.sort, status: next.filter.status, division: next.filter.division };
    setParams(Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== 'all')), { replace: true });
  };
  return { sort, filter, onSort: (value: SchoolSort) => set({ sort: value, filter }), onFilter: (value: SchoolFilter) => set({ sort, filter: value }) };
}

function SchoolsContent() {
  const schools = useSchools();
  const view = useListView();
  if (!schools.data) return <LoadState failed={schools.isError} what="your school list" onRetry={() => void schools.refetch()} />;
  const shown = arrangeSchools(schools.data.schools, view.sort, view.filter);
  return (
    <div className="grid gap-6">
      <AddSchoolForm count={schools.data.schools.length} />
      {schools.data.schools.length > 0 ? <SchoolToolbar {...view} /> : null}
      {shown.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your schools">
          {shown.map((school) => (
            <SchoolCard key={school.id} school={school} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {schools.data.schools.length === 0 ? 'No school yet: add the first one above.' : 'No school matches these filters.'}
        </p>
      )}
    </div>
  );
}

/** /schools: her target schools, scored, sorted and filtered (docs/recruiting-workspace.md). */
export default function SchoolsRoute() {
  return (
    <AthleteWorkspaceRoute
      title="Your School List"
      description="The schools you are considering, scored like the School Fit Ranking worksheet: athletic, academic, social and financial fit from 1 to 5."
      what="your school list"
    >
      {() => <SchoolsContent />}
    </AthleteWorkspaceRoute>
  );
}
