import { describe, expect, it } from 'vitest';
import { createCollectingSink, createLogger, formatRecord } from './logger';

describe('createLogger', () => {
  it('writes records at or above its level, with time, level and msg', () => {
    const sink = createCollectingSink();
    const logger = createLogger('warn', sink);
    logger.debug('d');
    logger.info('i');
    logger.warn('w', { a: 1 });
    logger.error('e');
    expect(sink.records.map((r) => [r.level, r.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
    expect(sink.records[0]).toMatchObject({ a: 1 });
    expect(new Date(sink.records[0]?.time ?? '').getTime()).not.toBeNaN();
  });

  it('is quiet when silent', () => {
    const sink = createCollectingSink();
    createLogger('silent', sink).error('nothing');
    expect(sink.records).toEqual([]);
  });

  it('serialises errors with their stack, and fields cannot overwrite msg or level', () => {
    const sink = createCollectingSink();
    createLogger('debug', sink).error('boom', {
      error: new Error('bad', { cause: 'why' }),
      msg: 'x',
      level: 'y',
    });
    const record = sink.records[0];
    expect(record).toMatchObject({ msg: 'boom', level: 'error', error: { name: 'Error', message: 'bad' } });
    expect((record?.error as { stack: string }).stack).toContain('logger.test.ts');
    expect((record?.error as { cause: unknown }).cause).toEqual({ value: 'why' });
  });
});

describe('formatRecord', () => {
  it('renders one JSON line starting with time, level, msg', () => {
    const line = formatRecord({ status: 200, time: 't', level: 'info', msg: 'request' });
    expect(line).toBe('{"time":"t","level":"info","msg":"request","status":200}');
  });
});
