import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetUse, formatBudget, formatValue, type Figure, type Status } from './figures.ts';
import { RESULTS_DIR } from './settings.ts';

/** One bench run as stored in bench/results/<date>.json. */
export interface BenchResult {
  date: string;
  quick: boolean;
  machine: { node: string; cpus: number; loadAverage: { start: number[]; end: number[] } };
  figures: Figure[];
}

/** `2026-11-21-0930` (UTC): sorts by time, one file per run. */
export function resultName(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
}

/** The latest earlier result of the same kind (a full run is compared with a full run, a quick one with a quick one). */
export function previousResult(before: string, quick: boolean): { name: string; result: BenchResult } | undefined {
  if (!existsSync(RESULTS_DIR)) return undefined;
  const names = readdirSync(RESULTS_DIR)
    .filter((f) => f.endsWith('.json') && f.replace('.json', '') < before)
    .sort()
    .reverse();
  for (const name of names) {
    const result = JSON.parse(readFileSync(join(RESULTS_DIR, name), 'utf8')) as BenchResult;
    if (result.quick === quick) return { name, result };
  }
  return undefined;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function change(figure: Figure, before: Figure | undefined): string {
  if (figure.value === null || before?.value === null || before?.value === undefined) return '';
  const delta = figure.value - before.value;
  if (delta === 0) return '=';
  const relative = before.value ? ` (${delta > 0 ? '+' : ''}${((delta / Math.abs(before.value)) * 100).toFixed(0)}%)` : '';
  return `${delta > 0 ? '+' : ''}${formatValue(delta, figure.unit)}${relative}`;
}

const COLOURS: Record<Status, string> = { PASS: '#2f9e44', FAIL: '#e03131', INFO: '#868e96', PENDING: '#f08c00' };

/** Share of budget used by every budgeted figure (100% is the budget), with the previous run as a tick. */
export function budgetChart(figures: readonly Figure[], previous: Map<string, Figure>): string {
  const rows = figures.filter((f) => budgetUse(f) !== null);
  if (!rows.length) return '';
  const labelWidth = 430;
  const barWidth = 300;
  const rowHeight = 16;
  const cap = 2; // 200%
  const x = (use: number) => Math.round((labelWidth + (Math.min(use, cap) / cap) * barWidth) * 10) / 10;
  const height = rows.length * rowHeight + 30;
  const parts = rows.map((f, i) => {
    const use = budgetUse(f) as number;
    const y = 20 + i * rowHeight;
    const before = previous.get(f.id);
    const beforeUse = before && before.value !== null ? budgetUse({ ...f, value: before.value }) : null;
    const tick =
      beforeUse === null
        ? ''
        : `<line x1="${x(beforeUse)}" x2="${x(beforeUse)}" y1="${y}" y2="${y + 12}" stroke="#000" stroke-width="2"/>`;
    const percent = Number.isFinite(use) ? `${(use * 100).toFixed(0)}%` : '∞';
    return (
      `<text x="${labelWidth - 6}" y="${y + 10}" text-anchor="end">${escape(f.label.slice(0, 70))}</text>` +
      `<rect x="${labelWidth}" y="${y + 1}" width="${x(use) - labelWidth}" height="10" fill="${COLOURS[f.status]}"/>${tick}` +
      `<text x="${x(use) + 4}" y="${y + 10}">${percent}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + barWidth + 60}" height="${height}" font-family="sans-serif" font-size="11">` +
    `<text x="${labelWidth}" y="12">share of budget used (dashed: the budget; black tick: previous run; capped at ${cap * 100}%)</text>` +
    `<line x1="${x(1)}" x2="${x(1)}" y1="16" y2="${height - 6}" stroke="#495057" stroke-dasharray="3,3"/>` +
    parts.join('') +
    '</svg>'
  );
}

/** The figures as Markdown tables, one per group. */
export function figureTables(figures: readonly Figure[], previous: Map<string, Figure>): string {
  const groups = [...new Set(figures.map((f) => f.group))];
  return groups
    .map((group) => {
      const rows = figures
        .filter((f) => f.group === group)
        .map((f) => {
          const before = previous.get(f.id);
          const was = before ? formatValue(before.value, before.unit) : '';
          return `| ${cell(f.label)} | ${formatValue(f.value, f.unit)} | ${formatBudget(f)} | ${f.status} | ${was} | ${change(f, before)} | ${cell(f.note ?? '')} |`;
        });
      return [
        `### ${group}`,
        '',
        '| Figure | Value | Budget | Status | Previous | Change | Note |',
        '|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}

export function countByStatus(figures: readonly Figure[]): Record<Status, number> {
  const counts: Record<Status, number> = { PASS: 0, FAIL: 0, INFO: 0, PENDING: 0 };
  for (const f of figures) counts[f.status]++;
  return counts;
}

export function markdownReport(result: BenchResult, previous?: { name: string; result: BenchResult }): string {
  const before = new Map((previous?.result.figures ?? []).map((f) => [f.id, f]));
  const counts = countByStatus(result.figures);
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  return [
    `# Bench ${result.date.slice(0, 16).replace('T', ' ')} UTC${result.quick ? ' (BENCH_QUICK: not comparable with full runs)' : ''}`,
    '',
    `**${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts.PENDING} PENDING** (not measurable yet), ${counts.INFO} INFO (no budget). ` +
      (previous ? `Compared with \`${previous.name}\`.` : 'No previous result to compare with.'),
    '',
    `Node ${result.machine.node}, ${result.machine.cpus} cores; load average (1/5/15 min) ${load(result.machine.loadAverage.start)} at the start, ` +
      `${load(result.machine.loadAverage.end)} at the end. Times on a busy machine are inflated: compare ratios measured in one run.`,
    '',
    budgetChart(result.figures, before),
    '',
    figureTables(result.figures, before),
    '',
  ].join('\n');
}

export function writeResult(name: string, result: BenchResult): { json: string; markdown: string } {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const previous = previousResult(name, result.quick);
  const json = join(RESULTS_DIR, `${name}.json`);
  const markdown = join(RESULTS_DIR, `${name}.md`);
  writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(markdown, markdownReport(result, previous));
  return { json, markdown };
}
