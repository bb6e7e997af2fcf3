import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { measureCommand, treeResidentBytes } from './process-tree';

const MiB = 1024 * 1024;

// A parent whose child holds 200 MiB of touched memory, prints "ready", and exits when stdin closes.
const HOLD_MEMORY_IN_GRANDCHILD = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', \`
  const held = Buffer.alloc(200 * 1024 * 1024, 1);
  process.stdout.write('ready ' + held.length + '\\\\n');
  process.stdin.on('end', () => process.exit(0)).resume();
\`], { stdio: ['pipe', 'inherit', 'inherit'] });
process.stdin.pipe(child.stdin);
child.on('exit', (code) => process.exit(code));
`;

describe('treeResidentBytes', () => {
  it('counts the memory held by a grandchild in the tree of its grandparent', async () => {
    const parent = spawn(process.execPath, ['-e', HOLD_MEMORY_IN_GRANDCHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    while (!output.includes('ready')) await once(parent.stdout, 'data');

    expect(treeResidentBytes(parent.pid!)).toBeGreaterThan(200 * MiB);
    expect(treeResidentBytes(process.pid)).toBeGreaterThan(200 * MiB);

    parent.stdin.end();
    await once(parent, 'exit');
  });
});

describe('measureCommand', () => {
  // How much memory sampling catches is covered above; this checks the bookkeeping.
  it('reports the exit code, the wall time and a sampled peak RSS', async () => {
    const result = await measureCommand(process.execPath, ['-e', 'process.exit(3)']);
    expect(result.exitCode).toBe(3);
    expect(result.wallSeconds).toBeGreaterThan(0);
    expect(result.peakRssBytes).toBeGreaterThan(0);
  });
});
