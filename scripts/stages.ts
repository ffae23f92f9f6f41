/**
 * Runs the stages of a test run as child processes and prints their seconds in one table at the
 * end. The lanes of one group run side by side (the last one's output shown as it comes, the
 * others' held back and printed whole as each stage ends, so two never interleave), a lane's
 * stages one after another; groups run one after another and the first failure stops the run.
 * With STAGE_LOG set to a file, each stage also appends `name<TAB>seconds<TAB>status` there (each
 * name after STAGE_PREFIX): `.ci/run` folds them into its own table.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export type Stage = { name: string; command: string; args: string[] };
/** One stage, or stages that run one after another beside the group's other lanes. */
export type Lane = Stage | Stage[];
type Result = { name: string; seconds: number; ok: boolean };

function runStage(stage: Stage, holdOutput: boolean): Promise<Result> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      if (holdOutput) process.stdout.write(Buffer.concat(held));
      const seconds = (performance.now() - began) / 1000;
      const ok = code === 0;
      if (!ok) console.error(`[framehire] ${stage.name} failed (${signal ?? `exit code ${code}`})`);
      resolve({ name: stage.name, seconds, ok });
    });
  });
}

function printTable(title: string, results: Result[], totalSeconds: number) {
  const width = Math.max(5, ...results.map((result) => result.name.length));
  const line = (name: string, seconds: number, status: string) =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(6)} s  ${status}`;
  console.log(`\n${title}`);
  for (const result of results) console.log(line(result.name, result.seconds, result.ok ? 'ok' : 'FAILED'));
  console.log(line('total', totalSeconds, ''));
}

/** A lane's stages in order, stopping at the first that fails; each logged as it ends. */
async function runLane(lane: Lane, holdOutput: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of Array.isArray(lane) ? lane : [lane]) {
    const result = await runStage(stage, holdOutput);
    results.push(result);
    const log = process.env.STAGE_LOG;
    const prefix = process.env.STAGE_PREFIX ?? '';
    if (log)
      appendFileSync(log, `${prefix}${result.name}\t${result.seconds.toFixed(1)}\t${result.ok ? 'ok' : 'FAILED'}\n`);
    if (!result.ok) break;
  }
  return results;
}

const names = (lane: Lane) => (Array.isArray(lane) ? lane.map((stage) => stage.name).join(' then ') : lane.name);

/** Runs the groups in order; exits the process with 1 after printing the table if a stage failed. */
export async function runStages(title: string, groups: Lane[][]): Promise<void> {
  const began = performance.now();
  const results: Result[] = [];
  for (const group of groups) {
    console.log(`\n[framehire] ${group.map(names).join(', beside ')}`);
    // The last lane shows its output as it comes (the unit tests' progress); the others are held.
    const done = (await Promise.all(group.map((lane, index) => runLane(lane, index < group.length - 1)))).flat();
    results.push(...done);
    if (done.some((result) => !result.ok)) break;
  }
  printTable(title, results, (performance.now() - began) / 1000);
  if (results.some((result) => !result.ok)) process.exit(1);
}
