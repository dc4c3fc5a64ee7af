const { webConfig } = require('../tools/rspack/web-config');

// Route screens and dashboard widgets of the weather and reports domains; names match shell/src/routes.ts
// and shell/src/dashboard/widgets.ts. Each file default-exports its component.
module.exports = webConfig({
  dir: __dirname,
  name: 'mfe_reports',
  exposes: {
    './Weather': './src/weather/Weather.tsx',
    './WeatherSettingsShow': './src/weather/WeatherSettingsShow.tsx',
    './WeatherSettingsAdd': './src/weather/WeatherSettingsAdd.tsx',
    './WeatherSettingsEdit': './src/weather/WeatherSettingsEdit.tsx',
    './WeatherWidget': './src/widgets/WeatherWidget.tsx',
    './ArchivesWeather': './src/archives-weather/ArchivesWeather.tsx',
    './Archives': './src/archives/Archives.tsx',
    './ArchivesWork': './src/archives/work/ArchivesWork.tsx',
    './ArchivesWorkPaddy': './src/archives/work/ArchivesWorkPaddy.tsx',
    './ArchivesWorkNotPaddy': './src/archives/work/ArchivesWorkNotPaddy.tsx',
    './ArchivesLog': './src/archives/logs/ArchivesLog.tsx',
    './ArchivesWaterGate': './src/archives/gate/ArchivesWaterGate.tsx',
    './ArchivesWater': './src/archives/water/ArchivesWater.tsx',
    './ArchivesWaterSensor': './src/archives/water/ArchivesWaterSensor.tsx',
  },
  port: 4205,
});
