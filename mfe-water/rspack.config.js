const { webConfig } = require('../tools/rspack/web-config');

// Route screens and dashboard widgets of the water domain; names match shell/src/routes.ts
// and shell/src/dashboard/widgets.ts. Each file default-exports its component.
module.exports = webConfig({
  dir: __dirname,
  name: 'mfe_water',
  exposes: {
    './WaterGatePutShow': './src/gates/WaterGatePutShow.tsx',
    './GateLogWidget': './src/widgets/GateLogWidget.tsx',
    './WaterShow': './src/sensors/WaterShow.tsx',
    './SensorAdd': './src/registration/SensorAdd.tsx',
    './SensorSettings': './src/settings/SensorSettings.tsx',
    './SensorsWidget': './src/widgets/SensorsWidget.tsx',
    './AlertsWidget': './src/widgets/AlertsWidget.tsx',
    './Sensors': './src/Sensors.tsx',
  },
  port: 4204,
});
