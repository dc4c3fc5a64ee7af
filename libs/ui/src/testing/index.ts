// Test-only entry `@inasaku/ui/testing`: jsdom render helpers shared by the remotes' unit tests.
// Never imported by application code (an eslint rule forbids it outside spec files), never in
// libs/ui's build (tsconfig.lib.json excludes src/testing) nor in a rspack bundle.
export * from './render';
export * from './gateway';
export * from './mock-map';
