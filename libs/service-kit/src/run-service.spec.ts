import { runService } from './bootstrap';

describe('runService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('on a failed start writes one fatal JSON line naming the service and exits 1', async () => {
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => Boolean(lines.push(String(chunk))));
    const exited = new Promise<number | string | null | undefined>((resolve) => {
      jest.spyOn(process, 'exit').mockImplementation((code) => {
        resolve(code);
        return undefined as never;
      });
    });
    runService('fields', () => Promise.reject(new Error('FIELDS_HEALTH_PORT: expected a number')));
    expect(await exited).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]) as unknown).toEqual({ level: 'fatal', context: 'fields', message: 'FIELDS_HEALTH_PORT: expected a number', stack: expect.stringContaining('Error') });
    expect(lines[0].endsWith('}\n')).toBe(true);
  });

  it('leaves a started service running', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    let started = false;
    runService('fields', () => Promise.resolve().then(() => { started = true; }));
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(true);
    expect(exit).not.toHaveBeenCalled();
  });
});
