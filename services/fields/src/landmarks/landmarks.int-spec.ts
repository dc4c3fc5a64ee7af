import { SUBJECTS, type Landmark, type LandmarkList } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';

const lm = SUBJECTS.fields.landmarks;

describe('landmarks over NATS (raw wire format)', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  const list = async (account = farm) => (await h.client.call<LandmarkList>(lm.list, {}, account.context())).list;

  it('adds with a default name and icon, moves, edits and deletes', async () => {
    const first = await h.client.call<Landmark>(lm.create, { latitude: 36.65, longitude: 138.18 }, farm.context());
    expect(first).toEqual({ landmark_id: first.landmark_id, name: 'ランドマーク1', icon: '000', latitude: 36.65, longitude: 138.18 });
    const second = await h.client.call<Landmark>(lm.create, { name: '', latitude: '36.66', longitude: '138.19' }, farm.context());
    expect(second.name).toBe('ランドマーク2');
    const named = await h.client.call<Landmark>(lm.create, { name: 'ライスセンター', icon: '104', latitude: 36.7, longitude: 138.2 }, farm.context());
    expect(named).toMatchObject({ name: 'ライスセンター', icon: '104' });

    const moved = await h.client.call<Landmark>(lm.update, { landmark_id: first.landmark_id, latitude: 36.651234567, longitude: 138.181234567 }, farm.context());
    expect(moved).toEqual({ ...first, latitude: 36.651234567, longitude: 138.181234567 });
    const edited = await h.client.call<Landmark>(lm.update, { landmark_id: first.landmark_id, name: '倉庫', icon: '102' }, farm.context());
    expect(edited).toMatchObject({ name: '倉庫', icon: '102', latitude: 36.651234567 });

    expect(await h.client.call(lm.delete, { landmark_id: second.landmark_id }, farm.context())).toEqual({ landmark_id: second.landmark_id });
    expect((await list()).map((l) => l.name)).toEqual(['倉庫', 'ライスセンター']);
    expect(await h.client.callError(lm.delete, { landmark_id: second.landmark_id }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('belongs to the account, whichever year is chosen', async () => {
    await h.client.call(lm.create, { latitude: 35, longitude: 139 }, farm.context());
    expect(await list({ ...farm, context: () => farm.context({ managementId: newAccount().managementId }) })).toHaveLength(1);
  });

  it('answers 400 and stores nothing for bad input', async () => {
    const cases: [unknown, string][] = [
      [{ latitude: 95, longitude: 139 }, 'latitude'],
      [{ latitude: 35, longitude: 181 }, 'longitude'],
      [{ name: 'あ'.repeat(101), latitude: 35, longitude: 139 }, 'name'],
      [{ icon: '012', latitude: 35, longitude: 139 }, 'icon'],
    ];
    for (const [payload, field] of cases) {
      expect(await h.client.callError(lm.create, payload, farm.context())).toMatchObject({ statusCode: 400, field });
    }
    expect(await list()).toEqual([]);
  });
});
