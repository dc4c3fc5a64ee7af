// Run by index.html before the shell's code (a plain script, in order, before the deferred
// bundles): a page opened signed in asks for its session and its year list at once, while its
// code loads and starts (a few hundred milliseconds here, seconds on a slow phone), instead of
// after. The shell takes each answer once (src/session/started-requests.ts) and forgets the rest
// as soon as its first page is decided. Without a network nothing is asked.
(function startRequests() {
  if (!navigator.onLine) return;
  var init = { credentials: 'same-origin', headers: { 'X-Requested-With': 'inasaku' } };
  var started = {};
  var ask = function (path) {
    // A failure is answered as null: the shell then asks again itself.
    started[path] = fetch(path, init).catch(function () {
      return null;
    });
  };
  ask('/auth/me');
  // The sign-up and password flows are signed out: no year list there.
  if (!/^\/(signup|confirm-signup|signup-complete|forgot|input-new-password)\/?$/.test(location.pathname)) ask('/api/management');
  window.__inasakuStarted = started;
})();
