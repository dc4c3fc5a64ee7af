// Unit tests of the deployment files (Kubernetes, Dockerfiles, Grafana); part of the root unit run.
module.exports = require('../tools/jest.preset').preset({ name: 'deploy', dir: __dirname, testMatch: ['<rootDir>/test/**/*.spec.ts'] });
