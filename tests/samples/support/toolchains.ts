import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How each language of the code samples runs here, in its real toolchain (Debian packages, see
 * `.ci/run`): the file the sample is saved as, and the commands that run it in that folder.
 */
export interface Toolchain {
  /** The sample's language id (`SAMPLE_LANGUAGES` in plugins/api-reference/view/codeSamples.ts). */
  id: string;
  /** The file the sample is saved as: fixed, or what the sample's own first line says. */
  fileName: (code: string) => string;
  /** Commands run in order in the sample's folder; the first that fails stops the run. */
  commands: (file: string) => string[][];
  /** A command whose success shows the toolchain is installed. */
  probe: string[];
  /** Files the project around the sample would hold, by path (made once, then copied beside every sample). */
  projectFiles?: () => Promise<Record<string, string | Buffer>>;
}

/** The folder Go keeps its build cache in between runs (a temp folder, reused so the standard library compiles once). */
export const GO_CACHE = path.join(tmpdir(), 'ledgerline-samples-go-cache');

/** Debian's Guzzle (php-guzzlehttp-guzzle), loaded the way a Composer project loads it: `require 'vendor/autoload.php'`. */
const PHP_AUTOLOAD = "<?php\nrequire_once '/usr/share/php/GuzzleHttp/autoload.php';\n";

/** Runs the `Main` of the class `Program` in Program.dll and waits for its task. */
const CSHARP_LAUNCHER = `using System.Reflection;
using System.Threading.Tasks;

static class Launcher
{
    static void Main()
    {
        var flags = BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic;
        var main = Assembly.LoadFrom("Program.dll").GetType("Program", true).GetMethod("Main", flags);
        ((Task)main.Invoke(null, null)).GetAwaiter().GetResult();
    }
}
`;

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

async function compileLauncher(): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-csharp-launcher-'));
  writeFileSync(path.join(dir, 'Launcher.cs'), CSHARP_LAUNCHER);
  const result = await run(['mcs', '-nologo', '-out:Launcher.exe', 'Launcher.cs'], dir, process.env, 120_000);
  if (result.exitCode !== 0) throw new Error(`mcs could not compile the C# launcher: ${result.stderr || result.stdout}`);
  return readFileSync(path.join(dir, 'Launcher.exe'));
}

/** A minimal one-page PDF, the file the upload samples send. */
export const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

/** The smallest files of each type an upload sample may send: a PDF, a JPEG (start and end markers) and a PNG (signature). */
const FILE_OF_TYPE: Record<string, string | Buffer> = {
  pdf: PDF,
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

/** Writes into `dir` each file `text` (a sample, a collection) names for upload: `passport.jpg`, `utility-bill.pdf`. */
export function writeUploadFiles(dir: string, text: string): void {
  for (const [name, extension] of text.matchAll(/[\w-]+\.(pdf|jpe?g|png)\b/g)) writeFileSync(path.join(dir, name), FILE_OF_TYPE[extension]);
}

export const TOOLCHAINS: Toolchain[] = [
  { id: 'curl', fileName: () => 'request.sh', commands: (file) => [['bash', file]], probe: ['curl', '--version'] },
  {
    id: 'javascript',
    // The sample's first line says to save it as an .mjs file (it is an ES module).
    fileName: (code) => /save it as (\S+\.mjs)\b/.exec(code.split('\n')[0])?.[1] ?? 'request.js',
    commands: (file) => [['node', file]],
    probe: ['node', '--version'],
  },
  { id: 'python', fileName: () => 'request.py', commands: (file) => [['python3', file]], probe: ['python3', '-c', 'import requests'] },
  { id: 'go', fileName: () => 'main.go', commands: (file) => [['go', 'run', file]], probe: ['go', 'version'] },
  // Java 11+ runs a single source file directly; the flags only make a short-lived JVM cheaper
  // (no optimising compiler, the serial collector).
  {
    id: 'java',
    fileName: () => 'Example.java',
    commands: (file) => [['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', file]],
    probe: ['javac', '-version'],
  },
  // Mono's C# compiler (mcs) compiles the sample on its own, warnings as errors; mcs does not
  // know C# 7.1's `async Task Main` entry point, so the sample compiles as a library and a
  // launcher runs its Main on Mono.
  {
    id: 'csharp',
    fileName: () => 'Program.cs',
    commands: (file) => [
      ['mcs', '-nologo', '-warnaserror+', '-target:library', '-r:System.Net.Http.dll', '-out:Program.dll', file],
      ['mono', 'Launcher.exe'],
    ],
    probe: ['mcs', '--version'],
    projectFiles: once(async () => ({ 'Launcher.exe': await compileLauncher() })),
  },
  {
    id: 'php',
    fileName: () => 'request.php',
    commands: (file) => [['php', file]],
    probe: ['php', '-r', "require '/usr/share/php/GuzzleHttp/autoload.php';"],
    projectFiles: async () => ({ 'vendor/autoload.php': PHP_AUTOLOAD }),
  },
  { id: 'ruby', fileName: () => 'request.rb', commands: (file) => [['ruby', file]], probe: ['ruby', '--version'] },
];

export interface RunResult {
  /** The command that failed, or undefined when all succeeded. */
  failed?: string;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export function run(command: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Omit<RunResult, 'failed'>> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      stderr += `${command[0]}: ${error.message}\n`;
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr, timedOut });
    });
  });
}

/** Saves `code` as its toolchain says, in a fresh folder with the files it uploads and the toolchain's project files, and runs it. */
export async function runSample(toolchain: Toolchain, code: string, env: Record<string, string>, timeoutMs: number): Promise<RunResult> {
  const dir = mkdtempSync(path.join(tmpdir(), `sample-${toolchain.id}-`));
  const file = toolchain.fileName(code);
  writeFileSync(path.join(dir, file), `${code}\n`);
  writeUploadFiles(dir, code);
  for (const [name, text] of Object.entries((await toolchain.projectFiles?.()) ?? {})) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const fullEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dir,
    LANG: 'C.UTF-8',
    GOCACHE: GO_CACHE,
    GOPATH: path.join(GO_CACHE, 'gopath'),
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    ...env,
  };
  let last: Omit<RunResult, 'failed'> = { exitCode: 0, stdout: '', stderr: '', timedOut: false };
  for (const command of toolchain.commands(file)) {
    last = await run(command, dir, fullEnv, timeoutMs);
    if (last.exitCode !== 0) return { ...last, failed: command.join(' ') };
  }
  return last;
}

/** The line of a failed run's output that says what went wrong. */
export function firstErrorLine(result: RunResult): string {
  const lines = `${result.stderr}\n${result.stdout}`
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (result.timedOut) return `timed out: ${lines[0] ?? 'no output'}`;
  // A Python traceback names the error on its last line.
  if (lines[0] === 'Traceback (most recent call last):') return lines.find((line) => /^\w+(\.\w+)*(Error|Exception)\b/.test(line)) ?? lines[lines.length - 1];
  return lines.find((line) => /error|exception|panic|fatal|undefined|cannot|not found/i.test(line)) ?? lines[0] ?? `exit code ${result.exitCode}`;
}
