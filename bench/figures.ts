/**
 * One measured number and its verdict. Every section of the bench returns a list of these; the
 * report, the console output and the exit code are all derived from them.
 */
export type Status = 'PASS' | 'FAIL' | 'INFO' | 'PENDING';

export interface Budget {
  op: '<=' | '>=';
  limit: number;
}

export interface Figure {
  /** Stable key, used to compare with the previous result file (e.g. `web.initial-js.landing`). */
  id: string;
  group: string;
  label: string;
  value: number | null;
  unit: string;
  budget?: Budget;
  status: Status;
  note?: string;
}

/** A route, package or label as a piece of a figure id or file name: 'GET /tutors/:id' → 'get-tutors-id'. */
export const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

export const atMost = (limit: number): Budget => ({ op: '<=', limit });
export const atLeast = (limit: number): Budget => ({ op: '>=', limit });

export function meets(value: number, budget: Budget): boolean {
  return budget.op === '<=' ? value <= budget.limit : value >= budget.limit;
}

/** A measured value, judged against its budget (INFO when there is none). */
export function measured(fields: Omit<Figure, 'status' | 'value'> & { value: number }): Figure {
  const status = fields.budget ? (meets(fields.value, fields.budget) ? 'PASS' : 'FAIL') : 'INFO';
  return { ...fields, status };
}

/** Something that cannot be measured yet because the feature it needs is missing: reported, never faked. */
export function pending(fields: Omit<Figure, 'status' | 'value' | 'unit'> & { unit?: string; note: string }): Figure {
  return { unit: '', ...fields, value: null, status: 'PENDING' };
}

/** A check that could not run or a table that is missing an entry: always a FAIL with the reason. */
export function failed(fields: Omit<Figure, 'status' | 'value' | 'unit'> & { unit?: string; note: string }): Figure {
  return { unit: '', ...fields, value: null, status: 'FAIL' };
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toFixed(unit === 'kB' ? 1 : digits);
  return unit ? `${text} ${unit}` : text;
}

export function formatBudget(figure: Figure): string {
  if (!figure.budget) return '';
  return `${figure.budget.op === '<=' ? '≤' : '≥'} ${formatValue(figure.budget.limit, figure.unit)}`;
}

/** Budget use: 100% or less passes, whichever direction the budget points. */
export function budgetUse(figure: Figure): number | null {
  if (!figure.budget || figure.value === null) return null;
  const { op, limit } = figure.budget;
  if (op === '<=') return limit === 0 ? (figure.value === 0 ? 0 : Infinity) : figure.value / limit;
  return figure.value === 0 ? Infinity : limit / figure.value;
}

export function printFigure(figure: Figure, log: (line: string) => void = console.log): void {
  const budget = formatBudget(figure);
  const note = figure.note ? `  (${figure.note})` : '';
  log(
    `  ${figure.status.padEnd(7)} ${figure.label.padEnd(64)} ${formatValue(figure.value, figure.unit).padStart(12)}` +
      `${budget ? `  ${budget}` : ''}${note}`,
  );
}
