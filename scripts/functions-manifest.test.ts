import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfStale } from './build.ts';

const FUNCTIONS = join(import.meta.dirname, '..', 'functions');

interface Manifest {
  params?: { type: string; name: string }[];
  endpoints: Record<string, { secretEnvironmentVariables?: { key: string }[] | null }>;
}

/** What `firebase deploy` reads from the built functions, as the installed firebase-functions reports it. */
function deployManifest(project: string): Manifest {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  try {
    const output = join(dir, 'manifest.json');
    const result = spawnSync(join(import.meta.dirname, '..', 'node_modules', '.bin', 'firebase-functions'), ['.'], {
      cwd: FUNCTIONS,
      env: { ...process.env, GCLOUD_PROJECT: project, FUNCTIONS_MANIFEST_OUTPUT_PATH: output },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(readFileSync(output, 'utf8')) as Manifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the deploy manifest of the bundled functions', () => {
  // Up to a minute: it builds the functions first when their sources changed since the last build.
  it('declares every secret a function binds, so `firebase deploy` checks that it exists', { timeout: 60_000 }, () => {
    buildIfStale(() => undefined);
    const manifest = deployManifest('tutorly-production');
    const bound = Object.values(manifest.endpoints).flatMap((e) => (e.secretEnvironmentVariables ?? []).map((s) => s.key));
    const declared = (manifest.params ?? []).filter((p) => p.type === 'secret').map((p) => p.name);
    expect(manifest.endpoints.api?.secretEnvironmentVariables?.map((s) => s.key)).toContain('SMTP_URL');
    expect(new Set(declared)).toEqual(new Set(bound));
  });

  it('binds no secrets in the local demo project, which has no Secret Manager', () => {
    const manifest = deployManifest('demo-tutorly');
    expect(Object.values(manifest.endpoints).flatMap((e) => e.secretEnvironmentVariables ?? [])).toEqual([]);
    expect(manifest.params ?? []).toEqual([]);
  });
});
