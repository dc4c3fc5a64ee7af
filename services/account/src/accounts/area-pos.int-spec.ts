import { JSONCodec, type Subscription } from 'nats';
import {
  EVENTS, SUBJECTS, type AccountAreaPositionSetEvent, type AccountAreaPosResponse, type CurrentUser, type RequestContext,
} from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness, testContext } from '@inasaku/testing';
import { signedInUser, startAccountService, type AccountHarness } from '../test/harness';

const codec = JSONCodec<unknown>();
const updateAreaPos = SUBJECTS.account.accounts.updateAreaPos;

/**
 * The fields service's reverse geocoder, answered in Nest's reply format. What it answers is
 * set per test; every request it got is kept.
 */
function fakeReverseGeocoder(h: AccountHarness) {
  const received: { context: RequestContext; payload: { latitude: number; longitude: number } }[] = [];
  let answer: { response?: unknown; err?: unknown } = { response: { area_name: '長野県長野市' } };
  const sub: Subscription = h.client.nc.subscribe(SUBJECTS.fields.geocode.reverse, {
    callback: (_e, msg) => {
      const packet = codec.decode(msg.data) as { id: string; data: (typeof received)[number] };
      received.push(packet.data);
      msg.respond(codec.encode({ id: packet.id, isDisposed: true, ...answer }));
    },
  });
  return {
    received,
    answer: (next: typeof answer) => (answer = next),
    stop: () => sub.unsubscribe(),
  };
}

describe('PUT /inasaku/account-area-pos (account.accounts.update-area-pos)', () => {
  let fields: ReturnType<typeof fakeReverseGeocoder>;

  const h = suiteHarness(startAccountService);
  beforeEach(async () => {
    fields = fakeReverseGeocoder(h);
  });
  afterEach(() => fields.stop());

  async function farm(email: string) {
    const { user } = await signedInUser(h, email);
    const context = (over: Partial<RequestContext> = {}) =>
      testContext({ accountId: user.account_id, userId: user.user_id, isRootUser: true, planType: 1, managementId: null, ...over });
    const stored = async () =>
      (await h.sql<{ area_lat: number | null; area_lng: number | null; area_name: string | null }>(
        'SELECT area_lat, area_lng, area_name FROM account.accounts WHERE account_id = $1', [user.account_id],
      ))[0];
    return { user, context, stored };
  }

  it('stores the home position with the area name the fields service gives, and /me shows it', async () => {
    const f = await farm('home@example.com');
    const answer = await h.client.call<AccountAreaPosResponse>(updateAreaPos, { latitude: 36.6513, longitude: 138.181 }, f.context());
    expect(answer).toEqual({ area_name: '長野県長野市', area_pos: { latitude: 36.6513, longitude: 138.181 } });
    expect(await f.stored()).toEqual({ area_lat: 36.6513, area_lng: 138.181, area_name: '長野県長野市' });

    // The caller's context travels along, so fields applies its own tenant rules.
    expect(fields.received).toHaveLength(1);
    expect(fields.received[0]).toMatchObject({ context: { accountId: f.user.account_id }, payload: { latitude: 36.6513, longitude: 138.181 } });

    const me = await h.client.call<CurrentUser>(SUBJECTS.account.auth.me, {}, f.context());
    expect(me).toMatchObject({ area_name: '長野県長野市', area_pos: { latitude: 36.6513, longitude: 138.181 } });
  });

  it('announces each set or move as account.area-position.set, so the weather service files the account', async () => {
    const f = await farm('moves@example.com');
    const fromSeq = await streamLastSeq(h.client.nc);
    await h.client.call(updateAreaPos, { latitude: 36.6513, longitude: 138.181 }, f.context());
    await h.client.call(updateAreaPos, { latitude: 35.5, longitude: 139.5 }, f.context());
    const events = await readEvents<AccountAreaPositionSetEvent>(h.client.nc, EVENTS.accountAreaPositionSet, fromSeq);
    expect(events.map((e) => [e.data.account_id, e.data.latitude, e.data.longitude])).toEqual([
      [f.user.account_id, 36.6513, 138.181],
      [f.user.account_id, 35.5, 139.5],
    ]);
    expect(new Set(events.map((e) => e.msgId)).size).toBe(2);
    // A refused write announces nothing.
    await h.client.callError(updateAreaPos, { latitude: 35, longitude: 139 }, f.context({ pastYear: true }));
    expect(await readEvents(h.client.nc, EVENTS.accountAreaPositionSet, fromSeq)).toHaveLength(2);
  });

  it('is open to an expired plan (the home position stays settable in read-only mode)', async () => {
    const f = await farm('expired@example.com');
    await h.client.call(updateAreaPos, { latitude: 35, longitude: 139 }, f.context({ planType: 2 }));
    expect(await f.stored()).toMatchObject({ area_lat: 35, area_lng: 139 });
  });

  it('is refused in a past year, and nothing is stored', async () => {
    const f = await farm('past@example.com');
    expect(await h.client.callError(updateAreaPos, { latitude: 35, longitude: 139 }, f.context({ pastYear: true }))).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: '過去の年度のデータは変更できません。',
    });
    expect(await f.stored()).toEqual({ area_lat: null, area_lng: null, area_name: null });
    expect(fields.received).toEqual([]);
  });

  it('stores the position without a name when the geocoder fails or fields does not answer', async () => {
    const f = await farm('nogeo@example.com');
    await h.client.call(updateAreaPos, { latitude: 36.6513, longitude: 138.181 }, f.context());
    fields.answer({ err: { statusCode: 502, code: 'GEOCODE_FAILED', message: 'エラー発生' } });
    expect(await h.client.call(updateAreaPos, { latitude: 35.5, longitude: 139.5 }, f.context())).toEqual({
      area_name: null, area_pos: { latitude: 35.5, longitude: 139.5 },
    });
    expect(await f.stored()).toEqual({ area_lat: 35.5, area_lng: 139.5, area_name: null });

    fields.stop();
    await h.client.call(updateAreaPos, { latitude: 34, longitude: 135 }, f.context());
    expect(await f.stored()).toEqual({ area_lat: 34, area_lng: 135, area_name: null });
  });

  it('answers a position at sea with no area name', async () => {
    const f = await farm('sea@example.com');
    fields.answer({ response: { area_name: null } });
    expect(await h.client.call(updateAreaPos, { latitude: 30, longitude: 140 }, f.context())).toMatchObject({ area_name: null });
  });

  it('answers 400 for a position outside the earth and stores nothing', async () => {
    const f = await farm('bad@example.com');
    expect(await h.client.callError(updateAreaPos, { latitude: 91, longitude: 139 }, f.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: '緯度は-90から90までの数値で指定してください。', field: 'latitude',
    });
    expect(await h.client.callError(updateAreaPos, { latitude: 35 }, f.context())).toMatchObject({ statusCode: 400, field: 'longitude' });
    expect(await f.stored()).toEqual({ area_lat: null, area_lng: null, area_name: null });
  });

  it('needs a signed-in account, and never takes one from the payload', async () => {
    const f = await farm('owner@example.com');
    expect(await h.client.callError(updateAreaPos, { latitude: 35, longitude: 139 }, testContext())).toMatchObject({ statusCode: 401 });
    await h.client.call(updateAreaPos, { latitude: 35, longitude: 139, account_id: '00000000-0000-4000-8000-000000000000' }, f.context());
    expect(await f.stored()).toMatchObject({ area_lat: 35 });
  });
});
