import { spawn, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of every running process, read from /proc (Linux only). */
function readParentPids(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 2 (comm) may contain spaces and parentheses: parse after the last ')'.
      const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(afterComm[1]));
    } catch {
      // The process exited between readdir and read.
    }
  }
  return parents;
}

function descendantsAndSelf(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of readParentPids()) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) {
    tree.push(...(children.get(tree[i]) ?? []));
  }
  return tree;
}

function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of the resident set sizes of a process and all its descendants, in bytes. */
export function treeResidentBytes(rootPid: number): number {
  return descendantsAndSelf(rootPid).reduce((sum, pid) => sum + residentBytes(pid), 0);
}

export interface CommandMeasurement {
  command: string;
  exitCode: number;
  wallSeconds: number;
  /** Peak of the summed RSS of the process tree, sampled every `sampleIntervalMs`; null where /proc is missing. */
  peakRssBytes: number | null;
  sampleIntervalMs: number;
}

/** Runs a command, timing it and sampling the memory of its whole process tree. */
export function measureCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { sampleIntervalMs?: number } = {},
): Promise<CommandMeasurement> {
  const { sampleIntervalMs = 100, ...spawnOptions } = options;
  const canSample = (() => {
    try {
      readdirSync('/proc/self');
      return true;
    } catch {
      return false;
    }
  })();

  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, spawnOptions);
    let peak = 0;
    const sample = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeResidentBytes(child.pid));
    };
    const sampler = canSample ? setInterval(sample, sampleIntervalMs) : undefined;
    if (canSample) sample();

    child.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(sampler);
      resolve({
        command: [command, ...args].join(' '),
        exitCode: code ?? (signal ? 128 : 1),
        wallSeconds: (performance.now() - started) / 1000,
        peakRssBytes: canSample ? peak : null,
        sampleIntervalMs,
      });
    });
  });
}
