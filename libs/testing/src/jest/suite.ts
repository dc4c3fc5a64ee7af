/**
 * Jest hooks that every integration suite of a service wrote out alike: start the harness before
 * the suite, close it after, reset it before each test; and a fresh value (a farm account) for
 * each test. Each returns a handle that reads through to the current value, so a suite writes
 * `const h = suiteHarness(startFieldsService)` and uses `h.client` in its tests as before.
 */

interface Resettable {
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface SuiteHarnessOptions {
  /** Reset before each test (default). Off for suites whose tests build on each other. */
  resetEachTest?: boolean;
}

export function suiteHarness<H extends Resettable>(start: () => Promise<H>, options: SuiteHarnessOptions = {}): H {
  let current: H | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  if (options.resetEachTest !== false) {
    beforeEach(async () => {
      await current!.reset();
    });
  }
  return handle(() => current, 'the harness is started in beforeAll: use it inside a hook or a test');
}

/** A new value from `make` before each test (after the harness's reset, when declared after it). */
export function perTest<T extends object>(make: () => T): T {
  let current: T | undefined;
  beforeEach(() => {
    current = make();
  });
  return handle(() => current, 'a per-test value is made in beforeEach: use it inside a test');
}

function handle<T extends object>(read: () => T | undefined, notYet: string): T {
  const target = () => {
    const value = read();
    if (value === undefined) throw new Error(notYet);
    return value;
  };
  return new Proxy({} as T, {
    get(_, prop) {
      const value = target();
      const member = Reflect.get(value, prop, value) as unknown;
      return typeof member === 'function' ? (member as (...a: unknown[]) => unknown).bind(value) : member;
    },
    has: (_, prop) => Reflect.has(target(), prop),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, prop) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), prop);
      return d && { ...d, configurable: true };
    },
  });
}
