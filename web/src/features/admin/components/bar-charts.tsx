import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Small, dependency-free charts for the Analytics tab (recharts was the plan, but is not
// installed; these draw the same three charts in a few hundred bytes). Each chart has a visible
// title and its figures as text, so nothing depends on seeing the bars.

export type BarDatum = { label: string; value: number };

function ChartFrame({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      aria-labelledby={id}
      className={cn('grid content-start gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5 sm:p-6', className)}
    >
      <figcaption>
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </figcaption>
      {children}
    </figure>
  );
}

function NoData() {
  return <p className="py-6 text-center text-sm text-muted">No data yet</p>;
}

/** Horizontal bars, one per row: label, value, and a bar as long as the value's share of the largest. */
export function HorizontalBarChart({
  id,
  title,
  description,
  data,
  formatValue = String,
}: {
  id: string;
  title: string;
  description?: string;
  data: readonly BarDatum[];
  formatValue?: (value: number) => string;
}) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ChartFrame id={id} title={title} description={description}>
      {data.length === 0 || max === 0 ? (
        <NoData />
      ) : (
        <ul className="grid gap-3" data-chart={id}>
          {data.map((datum) => (
            <li key={datum.label} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-ink">{datum.label}</span>
                <span className="shrink-0 font-semibold text-plum-800 tabular-nums">{formatValue(datum.value)}</span>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-plum-50">
                <div className="h-full rounded-full bg-plum-600" style={{ width: `${(datum.value / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ChartFrame>
  );
}

const CHART_HEIGHT = 160;

type Column = BarDatum & { longLabel?: string };
type ColumnsProps = { id: string; data: readonly Column[]; formatValue: (value: number) => string };

const SLOT = 40;

/** The columns as an SVG, with the scale beside them; hidden from screen readers (the table says the same). */
function ColumnBars({ id, data, formatValue }: ColumnsProps) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const width = Math.max(1, data.length) * SLOT;
  const height = CHART_HEIGHT;
  return (
    <div className="flex items-stretch gap-2">
      <div aria-hidden="true" className="flex h-48 w-16 shrink-0 flex-col justify-between text-right text-xs text-muted tabular-nums">
        <span>{formatValue(max)}</span>
        <span>{formatValue(0)}</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" className="h-48 w-full min-w-0" data-chart={id}>
        <line x1={0} x2={width} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} className="stroke-plum-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {data.map((datum, index) => {
          const barHeight = max > 0 ? (datum.value / max) * (CHART_HEIGHT - 4) : 0;
          return (
            <g key={datum.label}>
              <rect x={index * SLOT + SLOT * 0.18} y={CHART_HEIGHT - barHeight} width={SLOT * 0.64} height={barHeight} className="fill-plum-600">
                <title>{`${datum.longLabel ?? datum.label}: ${formatValue(datum.value)}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** The same figures as a table, for screen readers and for the exact amounts. */
function ColumnTable({ data, formatValue, caption }: Omit<ColumnsProps, 'id'> & { caption: string }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label}>
            <th scope="row">{datum.longLabel ?? datum.label}</th>
            <td>{formatValue(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Vertical columns (the monthly revenue): an SVG for the eye, and the same figures in a table for
 * screen readers and for anyone who wants the exact amounts.
 */
export function ColumnChart({
  id,
  title,
  description,
  data,
  formatValue = String,
  tableCaption,
}: {
  id: string;
  title: string;
  description?: string;
  data: readonly Column[];
  formatValue?: (value: number) => string;
  tableCaption: string;
}) {
  return (
    <ChartFrame id={id} title={title} description={description} className="lg:col-span-2">
      {data.length === 0 ? (
        <NoData />
      ) : (
        <>
          <ColumnBars id={id} data={data} formatValue={formatValue} />
          <div
            aria-hidden="true"
            className="ml-18 grid text-center text-[0.7rem] text-muted"
            style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}
          >
            {data.map((datum) => (
              <span key={datum.label} className="truncate">
                {datum.label}
              </span>
            ))}
          </div>
          <ColumnTable data={data} formatValue={formatValue} caption={tableCaption} />
        </>
      )}
    </ChartFrame>
  );
}
