module.exports = require('../tools/rspack/web-config').webConfig({ dir: __dirname, name: 'shell', host: true, port: 4200 });
