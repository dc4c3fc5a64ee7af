import { perTest, suiteHarness } from './suite';

const log: string[] = [];
let made = 0;

function fakeHarness() {
  return {
    started: true,
    label: 'fake',
    async reset() {
      log.push('reset');
    },
    async close() {
      log.push('close');
    },
    describe() {
      return `${this.label} harness`;
    },
  };
}

describe('suiteHarness and perTest', () => {
  const outside = suiteHarness(async () => {
    log.push('start');
    return fakeHarness();
  });
  const value = perTest(() => ({ n: ++made }));

  it('is the started harness inside a test', () => {
    expect(outside.started).toBe(true);
  });

  it('starts once, resets before each test, then makes the per-test value', () => {
    expect(log).toEqual(['start', 'reset', 'reset']);
    expect(value.n).toBe(2);
  });

  it('reads through to the harness, methods bound to it', () => {
    const { describe: say } = outside;
    expect(say()).toBe('fake harness');
    expect('label' in outside).toBe(true);
    expect({ ...value }).toEqual({ n: 3 });
  });
});

describe('after the suite', () => {
  it('closed the harness once', () => {
    expect(log.filter((l) => l === 'close')).toEqual(['close']);
    expect(log.filter((l) => l === 'start')).toEqual(['start']);
  });
});

describe('a handle used outside a test', () => {
  let unstarted: { reset(): Promise<void>; close(): Promise<void>; x?: number } | undefined;
  describe('never started', () => {
    unstarted = suiteHarness(async () => ({ reset: async () => undefined, close: async () => undefined }), { resetEachTest: false });
    // Reading at collection time, before beforeAll ran, is a mistake the handle names.
    let error: unknown;
    try {
      void unstarted.x;
    } catch (e) {
      error = e;
    }
    it('says where to use it', () => {
      expect(String(error)).toMatch(/use it inside a hook or a test/);
    });
  });
});
