import type { RequestContext } from '@inasaku/contracts';
import type { TestAccount } from '../farm';
import type { RawNatsClient } from '../rpc-client';

/** A call on the owner's rows: its name in the test's title, its subject, its payload (built when the test runs). */
export type OwnerCall = [name: string, subject: string, payload: () => unknown];

export const PAST_YEAR_MESSAGE = '過去の年度のデータは変更できません。';
export const READ_ONLY_MESSAGE = 'ご利用期間が終了しているため、データを変更できません。';

/** The owner's contexts in which every write is refused, with the message each answers. */
export const READ_ONLY_CASES: [label: string, contextOf: (owner: TestAccount) => RequestContext, message: string][] = [
  ['a past year', (o) => o.context({ pastYear: true }), PAST_YEAR_MESSAGE],
  ['an expired free plan', (o) => o.context({ planType: 2 }), READ_ONLY_MESSAGE],
  ['a stopped plan', (o) => o.context({ planType: 4 }), READ_ONLY_MESSAGE],
];

interface AccessSuite {
  h: { client: RawNatsClient };
  /** Everything stored, to prove a refused call changed nothing. */
  snapshot(): Promise<unknown>;
}

/** Tenant isolation: another account naming the owner's rows gets 404, and nothing changes. */
export function itAnswersStrangers404(suite: AccessSuite, calls: OwnerCall[], stranger: () => TestAccount): void {
  it.each(calls)('gets 404 to "%s" on the owner\'s rows, and nothing changes', async (name, subject, payload) => {
    const before = await suite.snapshot();
    const err = await suite.h.client.callError(subject, payload(), stranger().context());
    expect({ name, statusCode: err.statusCode, code: err.code }).toEqual({ name, statusCode: 404, code: 'NOT_FOUND' });
    expect(await suite.snapshot()).toEqual(before);
  });
}

/**
 * Read-only rules: in each case of READ_ONLY_CASES every write is refused with 403 and the case's
 * message, and writes nothing; `more` adds the case's own tests (what still reads). `allowed`
 * names a write a case lets through.
 */
export function describeReadOnlyCases(
  suite: AccessSuite & { owner: TestAccount },
  writes: OwnerCall[],
  more: (contextOf: (owner: TestAccount) => RequestContext) => void = () => undefined,
  allowed: (label: string, subject: string) => boolean = () => false,
): void {
  describe.each(READ_ONLY_CASES)('in %s', (label, contextOf, message) => {
    it.each(writes)('refuses "%s" with 403 and writes nothing', async (name, subject, payload) => {
      if (allowed(label, subject)) return;
      const before = await suite.snapshot();
      const err = await suite.h.client.callError(subject, payload(), contextOf(suite.owner));
      expect({ name, ...err }).toEqual({ name, statusCode: 403, code: 'FORBIDDEN', message });
      expect(await suite.snapshot()).toEqual(before);
    });
    more(contextOf);
  });
}
