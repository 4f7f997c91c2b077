import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, isServerStale, SERVER_ENTRY, SERVER_NODE_FLAGS } from './build-server';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface ServerProcess {
  baseUrl: string;
  /** The database it runs on (tests read the outbox and run operator commands on it). */
  databaseUrl: string;
  pid: number;
  /** Resolves with the exit code when the process ends (however it is stopped). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/**
 * The real server in its own process, compiled and flagged as `npm start` runs it, on a free
 * loopback port (or `env.PORT`).
 * Without DATABASE_URL in `env` it gets a fresh embedded database seeded with the demo.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-server-'));
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'console.db')}`;
  // a caller that must know the address before the start (PUBLIC_URL) picks the port itself
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  if (isServerStale()) await buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // tests stop servers often: no balancer waits for /readyz here
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/om/api/v1/user/google/clientId`)).ok) {
        return { baseUrl, databaseUrl, pid: child.pid as number, exited, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start:\n${output}`);
}
