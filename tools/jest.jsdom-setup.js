// antd reads matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
// jsdom has no MessageChannel; antd's Form.useWatch (rc-component/form) batches through one.
// A timer-backed stand-in keeps the macro-task ordering and works with jest's fake timers.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.onmessage = null;
      this.peer = null;
    }
    postMessage(data) {
      const peer = this.peer;
      setTimeout(() => peer.onmessage && peer.onmessage({ data }), 0);
    }
    start() {}
    close() {}
  }
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

// antd writes its CSS-in-JS styles into <style> tags on every render; tests query the DOM, not
// styles, and jsdom is slow with hundreds of style tags. Register none (about 3x faster suites).
jest.mock('@ant-design/cssinjs', () => {
  const actual = jest.requireActual('@ant-design/cssinjs');
  return { ...actual, useStyleRegister: () => (node) => node };
});
