import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMULATOR_ENV } from '../emulators/config.ts';
import { ROOT, startStack } from '../emulators/stack.ts';
import { buildIfStale } from './build.ts';

/**
 * `npm test`: typecheck, lint, format, unit tests, then the emulators for the rules, API and
 * browser tests. Every step runs even when an earlier one fails; the last line is `N passed, N failed`.
 */
const RESULTS = join(ROOT, 'test-results');

interface StepResult {
  name: string;
  passed: number;
  failed: number;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A check (typecheck, lint...) counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<StepResult> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function vitest(name: string, projects: string[], env: Record<string, string> = {}): Promise<StepResult> {
  console.log(`\n▶ ${name}`);
  const report = join(RESULTS, `${name}.json`);
  rmSync(report, { force: true });
  const code = await run(
    'vitest',
    ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) return { name, passed: 0, failed: 1 };
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  // A file that fails to load has no tests but must still fail the run.
  const failed =
    summary.numFailedTests +
    summary.numFailedTestSuites +
    (code !== 0 && summary.numFailedTests === 0 && summary.numFailedTestSuites === 0 ? 1 : 0);
  return { name, passed: summary.numPassedTests, failed };
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const results: StepResult[] = [];
  const started = Date.now();
  try {
    buildIfStale();
  } catch (error) {
    console.error((error as Error).message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

  results.push(await check('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  results.push(await check('lint', 'npm', ['run', '--silent', 'lint']));
  results.push(await check('format', 'npm', ['run', '--silent', 'format:check']));
  results.push(await vitest('unit', ['unit-node', 'unit-web']));

  console.log('\n▶ starting the emulators');
  try {
    const stack = await startStack();
    try {
      results.push(await vitest('integration', ['rules', 'api', 'adversarial', 'e2e'], ADMIN_EMULATOR_ENV));
    } finally {
      await stack.stop();
    }
  } catch (error) {
    console.error((error as Error).message);
    results.push({ name: 'emulators', passed: 0, failed: 1 });
  }

  console.log('');
  for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
