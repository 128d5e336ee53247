import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * The GitHub workflows cannot run here (no GitHub remote): each is checked against GitHub's workflow schema
 * (action-validator, which also checks glob patterns and `needs`), and the pull-request workflow against what it
 * is for.
 */

const DIR = path.resolve(__dirname, '../../.github/workflows');
const workflows = fs.readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

describe('GitHub workflows', () => {
  it.each(workflows)('%s passes the workflow schema', (file) => {
    expect(validateWorkflow(fs.readFileSync(path.join(DIR, file), 'utf8')).errors).toEqual([]);
  });

  it('the schema check refuses a workflow with a misspelled key', () => {
    const broken = fs.readFileSync(path.join(DIR, workflows[0]!), 'utf8').replace(/^jobs:/m, 'jbos:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });
});

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('the pull-request workflow (changes.yml)', () => {
  const workflow = parse(fs.readFileSync(path.join(DIR, 'changes.yml'), 'utf8')) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Step[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it('runs npm run changes against the pull request base on every pull request', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request');
    expect(steps.some((s) => /npm run changes -- "\$\{\{ github\.event\.pull_request\.base\.sha \}\}"/.test(s.run ?? ''))).toBe(true);
    // The base commit's build needs it in the clone.
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0);
  });

  it('keeps one comment up to date with the report and uploads the pictures', () => {
    const comment = steps.find((s) => s.uses?.startsWith('marocchino/sticky-pull-request-comment@'));
    expect(comment?.with).toMatchObject({ header: expect.any(String), path: expect.stringMatching(/^changes\//) });
    expect(workflow.permissions['pull-requests']).toBe('write');
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))?.with?.path).toBe('changes/');
  });
});
