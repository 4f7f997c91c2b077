import { spawn } from 'node:child_process';
import { freePort } from '../scripts/server-process';
import { SERVER_NODE_FLAGS } from '../scripts/build-server';
import { warmUp, type Endpoint } from './paired';

export interface BareServer {
  /** The typical account's page 1, the reference every load case is paired with. */
  typicalPage: Endpoint;
  /** The statements given, a case an endpoint (bench/growth/messageCases.ts). */
  steps: Endpoint[];
  stop: () => Promise<void>;
}

/**
 * The bare Fastify reference (bench/bare-server.ts) on the same database, in its own process
 * with the flags ours runs with, warmed up on the typical account's page 1.
 */
export async function startBareServer(
  databaseUrl: string,
  typicalId: string,
  steps: unknown[] = [],
): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'bench/bare-server.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        BARE_STEPS: JSON.stringify(steps),
      },
      stdio: 'pipe',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  const typicalPage = {
    url: `http://127.0.0.1:${port}/orders?mainId=${typicalId}`,
    pid: child.pid as number,
  };
  await warmUp(typicalPage);
  return {
    typicalPage,
    steps: steps.map((_, n) => ({
      url: `http://127.0.0.1:${port}/steps/${n}`,
      pid: typicalPage.pid,
    })),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
