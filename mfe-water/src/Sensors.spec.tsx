import { screen } from '@testing-library/react';
import { alert, paged, sensor } from './sensors/test/fixtures';
import { button, location, withPlan, mockGateway } from '@inasaku/ui/testing';
import Sensors from './Sensors';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

describe('Sensors (/sensors)', () => {
  it('lists the sensors and leads to the sensor map and the registration map', async () => {
    mockGateway({ 'GET /api/sensor/all': paged([sensor('WL-1', { sensor_name: '北の田' })]), 'GET /api/sensor/alert': paged([]) });
    const { user } = renderScreen(Sensors, { path: '/sensors', routeName: 'sensors' });
    await screen.findByText('北の田');
    expect(screen.getByText('水位センサー')).toBeTruthy();
    await user.click(button('センサー設置'));
    expect(location().pathname).toBe('/sensor/add');
    await user.click(button('水位マップで見る'));
    expect(location().pathname).toBe('/water/show');
  });

  it('read-only: センサー設置 is disabled', async () => {
    mockGateway({ 'GET /api/sensor/all': paged([]), 'GET /api/sensor/alert': paged([]) });
    renderScreen(Sensors, { path: '/sensors', routeName: 'sensors', session: { canEdit: false } });
    await screen.findByText('水位センサーが設置されていません。');
    expect(button('センサー設置').disabled).toBe(true);
  });

  it('is the sensor alert page: the water-level alerts below the sensors', async () => {
    mockGateway({ 'GET /api/sensor/all': paged([sensor('WL-1')]), 'GET /api/sensor/alert': paged([alert(1, { message: '北の田の水位が危険水位です。' })]) });
    renderScreen(Sensors, { path: '/sensors', routeName: 'sensors' });
    expect(await screen.findByText('北の田の水位が危険水位です。')).toBeTruthy();
    expect(screen.getByText('水位アラート')).toBeTruthy();
  });
});
