import type { LandmarkEntity } from './entities/landmark.entity';
import { toLandmark, toLandmarkChanges } from './landmarks.service';

describe('landmark mapping', () => {
  const id = '0d8e4cb5-4b5f-4a53-9d44-2d0f1c6a7e10';

  it('answers numbers for the position', () => {
    const at = new Date();
    const entity: LandmarkEntity = {
      landmarkId: id, accountId: 'a', name: '倉庫', icon: '102', latitude: '35.5', longitude: '139.25', createdAt: at, updatedAt: at,
    };
    expect(toLandmark(entity)).toEqual({ landmark_id: id, name: '倉庫', icon: '102', latitude: 35.5, longitude: 139.25 });
  });

  it('moves with both coordinates and keeps what was not sent', () => {
    expect(toLandmarkChanges({ landmark_id: id, latitude: 35.123456789, longitude: 139.5 })).toEqual({
      latitude: '35.123456789', longitude: '139.5',
    });
    expect(toLandmarkChanges({ landmark_id: id, name: '事務所', icon: '' })).toEqual({ name: '事務所', icon: '000' });
  });
});
