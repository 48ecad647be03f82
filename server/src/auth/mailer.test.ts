import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the outbox mailer', () => {
  it('never shows a half-written message to whoever watches the folder', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-outbox-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Mapwright <noreply@example.org>', outboxDir });
    // Large enough that writing it takes several turns of the event loop, when a reader can look in.
    const text = `${'x'.repeat(76)}\n`.repeat(40_000) + 'THE END';
    let sent = false;
    const seen: string[] = [];
    const watch = (async () => {
      while (!sent) {
        for (const name of await readdir(outboxDir).catch(() => [] as string[])) {
          if (name.endsWith('.eml')) seen.push(await readFile(path.join(outboxDir, name), 'utf8'));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await mailer.send({ to: 'dave@example.org', subject: 'Big', text });
    sent = true;
    await watch;
    mailer.close();
    const names = await readdir(outboxDir);
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(1);
    expect(names.every((n) => n.endsWith('.eml'))).toBe(true);
    for (const message of seen) expect(message.trimEnd().endsWith('THE END')).toBe(true);
  });
});
