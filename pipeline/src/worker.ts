/**
 * Child process that builds countries for build.ts: receives { iso3, ne } tasks over IPC, answers with
 * progress lines and results.
 */
import { buildCountry, type CountryResult } from './country';
import { InputStore } from './inputs';
import type { RawFeature } from './loaders';
import { loadSources } from './sources';
import { ChecksumError } from './checksum';

export interface WorkerInit {
  type: 'init';
  mirror: string | undefined;
  cacheDir: string;
}
export interface WorkerTask {
  type: 'task';
  iso3: string;
  ne: [string, RawFeature[]][];
}
export type WorkerReply =
  | { type: 'progress'; iso3: string; message: string }
  | { type: 'done'; result: CountryResult }
  | { type: 'error'; iso3: string; message: string };

let store: InputStore | undefined;

process.on('message', (msg: WorkerInit | WorkerTask) => {
  const send = (r: WorkerReply) => process.send!(r);
  if (msg.type === 'init') {
    store = new InputStore({ mirror: msg.mirror, cacheDir: msg.cacheDir });
    return;
  }
  const iso3 = msg.iso3;
  buildCountry(iso3, {
    store: store ?? new InputStore(),
    sources: loadSources(),
    ne: new Map(msg.ne),
    log: (message) => send({ type: 'progress', iso3, message }),
  }).then(
    (result) => send({ type: 'done', result }),
    (err: unknown) => send({ type: 'error', iso3, message: describeFailure(err) }),
  );
});

/** What a person can act on (a bad input) in plain words; anything unexpected with its stack. */
function describeFailure(err: unknown): string {
  if (err instanceof ChecksumError) return err.message;
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
