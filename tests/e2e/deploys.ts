import type { BrowserContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/*
 * A site served at one address by a test of its own, which can stop answering (offline) and serve another build at
 * the same address (a new deploy), for tests/e2e/offline.spec.ts and tests/e2e/changed-mark.spec.ts. Their two-deploy
 * tests run on the two builds of scripts/check-content-is-data.sh: FIRST_DEPLOY_OUT, then this build's out/.
 */

export interface Site {
  url: (pathname: string) => string;
  /** Stops answering: the network is gone. */
  goOffline: (context: BrowserContext) => Promise<void>;
  /** Serves another folder at the same address (a new deploy), online. */
  deploy: (context: BrowserContext, root: string) => Promise<void>;
  close: () => Promise<void>;
}

/** A free port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** scripts/serve-static.mjs (the CDN-like server of every browser test) in a child process, resolved once it listens. */
function startServer(root: string, port: number): Promise<ChildProcess> {
  // gzip, as GitHub Pages serves it: Brotli at quality 11 of every page would make "Save the wiki" wait on this server's CPU.
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', root, '--port', String(port), '--gzip'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    // Killed by a signal, a child has a signalCode and no exitCode.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/** Serves `root` on a port of its own (one origin per test: a worker or storage never outlives its test in another's). */
export async function serve(root: string): Promise<Site> {
  const port = await freePort();
  let server = await startServer(root, port);
  return {
    url: (pathname) => `http://localhost:${port}${pathname}`,
    goOffline: async (context) => {
      await stopServer(server);
      await context.setOffline(true);
    },
    deploy: async (context, next) => {
      await stopServer(server);
      server = await startServer(next, port);
      await context.setOffline(false);
    },
    close: () => stopServer(server),
  };
}
