import { season } from './testing/fixtures';
import { itemEditPath, itemEditReturnPath, readItemEdit, readSeasonEdit, seasonEditTarget } from './works-route';

describe('works route params (spec 001 §2)', () => {
  it('works-detail-edit from the dashboard: viewMode e, season_id, item_id, routeName dashboard; back to the dashboard', () => {
    const path = itemEditPath({ viewMode: 'e', season_id: 's1', item_id: 'i1', routeName: 'dashboard' });
    expect(path).toBe('/works/detail/edit?viewMode=e&season_id=s1&item_id=i1&routeName=dashboard');
    const params = readItemEdit(path.split('?')[1]);
    expect(params).toEqual({ viewMode: 'e', season_id: 's1', item_id: 'i1', routeName: 'dashboard' });
    expect(itemEditReturnPath(params)).toBe('/dashboard');
    expect(itemEditReturnPath(readItemEdit('viewMode=e&item_id=i1'))).toBe('/works');
  });

  it('an edit without an item id is an add', () => {
    expect(readItemEdit('viewMode=e&season_id=s1')).toEqual({ viewMode: 'a', season_id: 's1', item_id: undefined, routeName: undefined });
  });

  it('works-item-edit carries the season in the state and its id in the query', () => {
    const s = season(2, '施肥');
    const target = seasonEditTarget(s);
    expect(target).toEqual({ to: '/works/item/edit?viewMode=e&season_id=s2', state: { viewMode: 'e', viewData: s } });
    expect(readSeasonEdit(target.state, '')).toEqual({ viewMode: 'e', viewData: s, seasonId: 's2' });
    expect(readSeasonEdit(null, '?viewMode=e&season_id=s2')).toEqual({ viewMode: 'e', seasonId: 's2' });
    expect(readSeasonEdit(null, '?viewMode=a')).toEqual({ viewMode: 'a' });
    expect(seasonEditTarget()).toEqual({ to: '/works/item/edit?viewMode=a', state: { viewMode: 'a' } });
  });
});
