// One command measured as a benchmark needs it: wall time, CPU time of the
// whole process tree (user + system, /usr/bin/time's, which counts every
// descendant waited for), the largest single process (ru_maxrss), and the
// peak memory of the tree. A build is one Node process with worker threads
// and child processes (tongsite's search indexer; Docusaurus' webpack or
// Rspack workers); the tree's peak is the largest sum of the RSS of every
// process under it, read from /proc every 20 ms (a lower bound: a peak shorter
// than a sample can be missed); the sum of each process's own peak (VmHWM,
// read until it exits) is an upper bound, since the peaks need not coincide.
// Used by bench-scale.js and bench-docusaurus.js.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every process under `pid`, itself included, from the kernel's children lists. */
function processTree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        for (const child of readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8').split(' ')) if (child.trim()) out.push(Number(child));
      } catch {
        // The task ended while being read.
      }
    }
  }
  return out;
}

/** VmRSS and VmHWM of a process, in kB; undefined once it has ended. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?', rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, ms) a process has used so far; undefined once it has ended. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Runs `command args` under /usr/bin/time in `cwd`, sampling its process tree.
 * Gives its exit status and output with wallMs, cpuMs (the larger of time(1)'s,
 * which counts only the descendants waited for, and the sum of what each process
 * of the tree was last seen to have used: a process nobody waits for, such as
 * esbuild's service when its Node process exits, is missing from the first),
 * largestProcessMb,
 * treePeakMb, summedPeaksMb, the processes seen with their peaks, and the
 * load average when it started (load1).
 */
export async function measureCommand(command, args, { cwd, env = process.env }) {
  const timeFile = path.join(os.tmpdir(), `tongsite-measure-${process.pid}-${Date.now()}`);
  const load = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const child = spawn('/usr/bin/time', ['-o', timeFile, '-f', '%e %U %S %M', command, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let treePeakKb = 0;
  const hwm = new Map();
  const cpuSeen = new Map();
  const sample = () => {
    let sum = 0;
    // The time process itself (a megabyte or two) is not the command's.
    for (const pid of processTree(child.pid).slice(1)) {
      const m = memoryOf(pid);
      const cpu = cpuOf(pid);
      if (cpu !== undefined) cpuSeen.set(pid, cpu);
      if (!m) continue;
      sum += m.rss;
      hwm.set(pid, { name: m.name, hwm: Math.max(m.hwm, hwm.get(pid)?.hwm ?? 0) });
    }
    treePeakKb = Math.max(treePeakKb, sum);
  };
  const sampler = setInterval(sample, 20);
  const status = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  let times = [];
  try {
    times = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-4).map(Number);
  } catch {
    // time(1) wrote nothing: the command could not start.
  }
  rmSync(timeFile, { force: true });
  const [, user = 0, sys = 0, maxKb = 0] = times;
  return {
    status,
    stdout,
    stderr,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(
      Math.max(
        (user + sys) * 1000,
        [...cpuSeen.values()].reduce((n, ms) => n + ms, 0),
      ),
    ),
    largestProcessMb: Math.round(maxKb / 1024),
    treePeakMb: Math.round(treePeakKb / 1024),
    summedPeaksMb: Math.round([...hwm.values()].reduce((n, p) => n + p.hwm, 0) / 1024),
    processes: [...hwm.values()].map((p) => `${p.name} ${Math.round(p.hwm / 1024)} MB`),
    load1: Number(load.toFixed(2)),
  };
}
