/**
 * Runs the stages of a test run as child processes and prints their seconds in one table at the
 * end. Stages in one group run side by side (each one's output held back and printed whole when
 * it ends, so two never interleave); groups run one after another and the first failure stops
 * the run. With STAGE_LOG set to a file, each stage also appends `name<TAB>seconds<TAB>status`
 * there (each name after STAGE_PREFIX): `.ci/run` folds them into its own table.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export type Stage = { name: string; command: string; args: string[] };
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

/** Runs the groups in order; exits the process with 1 after printing the table if a stage failed. */
export async function runStages(title: string, groups: Stage[][]): Promise<void> {
  const began = performance.now();
  const results: Result[] = [];
  for (const group of groups) {
    console.log(`\n[framehire] ${group.map((stage) => stage.name).join(' and ')}`);
    const done = await Promise.all(group.map((stage) => runStage(stage, group.length > 1)));
    results.push(...done);
    const log = process.env.STAGE_LOG;
    const prefix = process.env.STAGE_PREFIX ?? '';
    if (log)
      for (const r of done)
        appendFileSync(log, `${prefix}${r.name}\t${r.seconds.toFixed(1)}\t${r.ok ? 'ok' : 'FAILED'}\n`);
    if (done.some((result) => !result.ok)) break;
  }
  printTable(title, results, (performance.now() - began) / 1000);
  if (results.some((result) => !result.ok)) process.exit(1);
}
