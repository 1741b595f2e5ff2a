import { describe, expect, it } from 'vitest';
import { inventoryOf } from '../cost/template-resources';
import { costMeasurements } from './monthly-cost';
import { formatValue, verdict } from './report';

const secretOnly = { ...inventoryOf([]), unknownTypes: [], externalSecrets: ['herway/prod/stripe'] };

describe('costMeasurements', () => {
  it('holds the launch month to the $10 budget and gives 10x and 100x for information', () => {
    const rows = costMeasurements(secretOnly, []);
    expect(rows.map((row) => [row.measure, row.budget, verdict(row)])).toEqual([
      ['1x: 5,000 visits, 50 orders', 10, 'PASS'],
      ['10x: 50,000 visits, 500 orders', undefined, 'INFO'],
      ['100x: 500,000 visits, 5,000 orders', undefined, 'INFO'],
    ]);
    expect(formatValue(rows[0]?.value ?? 0, 'usd')).toBe('$0.40');
    expect(rows[0]?.note).toMatch(/^no free tier \$0\.40; largest: Secrets Manager \$0\.40, /);
  });

  it("judges the account: an idle stage's web ACL and secret count against the launch budget", () => {
    const idleDev = { ...secretOnly, webAcls: [{ rules: 5 }], externalSecrets: ['herway/dev/stripe'] };
    const [launch] = costMeasurements(secretOnly, [idleDev]);
    expect(formatValue(launch?.value ?? 0, 'usd')).toBe('$10.80');
    expect(launch && verdict(launch)).toBe('FAIL');
  });

  it('refuses a template with resource types the model does not know', () => {
    expect(() => costMeasurements({ ...secretOnly, unknownTypes: ['AWS::New::Thing'] }, [])).toThrow(/AWS::New::Thing/);
    expect(() => costMeasurements(secretOnly, [{ ...secretOnly, unknownTypes: ['AWS::Dev::Thing'] }])).toThrow(/AWS::Dev::Thing/);
  });
});
