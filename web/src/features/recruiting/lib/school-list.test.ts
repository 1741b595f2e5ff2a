import { describe, expect, it } from 'vitest';
import { contactRuleView } from '@herway/shared/catalog/contact-rules';
import type { ListedSchool } from '@herway/shared/contracts/recruiting';
import { arrangeSchools } from './school-list';

const school = (name: string, fields: Partial<ListedSchool> = {}): ListedSchool => ({
  id: name,
  name,
  division: null,
  athleticFit: null,
  academicFit: null,
  socialFit: null,
  financialFit: null,
  overallScore: null,
  status: 'researching',
  nextStep: '',
  nextStepDate: '',
  notes: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  contactRule: null,
  ...fields,
});

const list = [
  school('Pomona', { overallScore: 3.5, status: 'visit', division: 'ncaa_d3', nextStepDate: '2027-02-01', createdAt: '2026-11-02T00:00:00.000Z' }),
  school('duke', { overallScore: 4.25, status: 'contacted', division: 'ncaa_d1', createdAt: '2026-11-03T00:00:00.000Z' }),
  school('Stanford', { status: 'not_a_fit', division: 'ncaa_d1', nextStepDate: '2027-01-15' }),
  school('Baylor', { overallScore: 3.5, status: 'offer', division: 'ncaa_d1', createdAt: '2026-11-04T00:00:00.000Z' }),
];
const names = (schools: ListedSchool[]) => schools.map((s) => s.name);
const all = { status: 'all', division: 'all' } as const;

describe('arrangeSchools', () => {
  it('sorts by overall score, best first, ties by name, unscored last', () => {
    expect(names(arrangeSchools(list, 'overall', all))).toEqual(['duke', 'Baylor', 'Pomona', 'Stanford']);
  });

  it('sorts by name ignoring case, by status furthest along with not-a-fit last, by next step date with undated last, by date added', () => {
    expect(names(arrangeSchools(list, 'name', all))).toEqual(['Baylor', 'duke', 'Pomona', 'Stanford']);
    expect(names(arrangeSchools(list, 'status', all))).toEqual(['Baylor', 'Pomona', 'duke', 'Stanford']);
    expect(names(arrangeSchools(list, 'nextStep', all))).toEqual(['Stanford', 'Pomona', 'Baylor', 'duke']);
    expect(names(arrangeSchools(list, 'added', all))).toEqual(['Stanford', 'Pomona', 'duke', 'Baylor']);
  });

  it('filters by status and division, and leaves her list as it was', () => {
    expect(names(arrangeSchools(list, 'name', { status: 'all', division: 'ncaa_d1' }))).toEqual(['Baylor', 'duke', 'Stanford']);
    expect(names(arrangeSchools(list, 'name', { status: 'visit', division: 'all' }))).toEqual(['Pomona']);
    expect(names(arrangeSchools(list, 'name', { status: 'visit', division: 'ncaa_d1' }))).toEqual([]);
    expect(names(list)).toEqual(['Pomona', 'duke', 'Stanford', 'Baylor']);
  });

  it('sorts by coach contact: open first, then no date, then the soonest to open, then schools with no division, ties by name', () => {
    const today = '2026-11-29';
    const rule = (division: ListedSchool['division'], graduationYear: number) => contactRuleView(division, { sports: 'Soccer', graduationYear }, today);
    const schools = [
      school('Later', { division: 'ncaa_d1', contactRule: rule('ncaa_d1', 2031) }),
      school('None', { division: null, contactRule: null }),
      school('Open', { division: 'ncaa_d1', contactRule: rule('ncaa_d1', 2027) }),
      school('Soon', { division: 'ncaa_d2', contactRule: rule('ncaa_d2', 2029) }),
      school('Any time', { division: 'naia', contactRule: rule('naia', 2031) }),
    ];
    expect(names(arrangeSchools(schools, 'contact', all))).toEqual(['Open', 'Any time', 'Soon', 'Later', 'None']);
  });
});
