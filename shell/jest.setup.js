// jsdom implements getComputedStyle without pseudo-elements; antd's scroll lock asks for
// '::-webkit-scrollbar'. Answer with the element's own style instead of logging an error.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => getComputedStyle(elt);

// antd's Select schedules through MessageChannel, which jsdom lacks. A timer-based pair is
// enough for tests and, unlike worker_threads ports, never keeps jest alive.
if (typeof window.MessageChannel === 'undefined') {
  class Port {
    constructor() { this.onmessage = null; this.other = null; }
    postMessage(data) { setTimeout(() => this.other && this.other.onmessage && this.other.onmessage({ data }), 0); }
    start() {}
    close() { this.onmessage = null; }
    addEventListener(type, fn) { if (type === 'message') this.onmessage = fn; }
    removeEventListener() { this.onmessage = null; }
  }
  window.MessageChannel = class {
    constructor() { this.port1 = new Port(); this.port2 = new Port(); this.port1.other = this.port2; this.port2.other = this.port1; }
  };
  global.MessageChannel = window.MessageChannel;
}

// antd renders slowly in jsdom when every suite runs in parallel: give findBy/waitFor room.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
