// Starts the app on the prerendered landing page (dist/landing.{th,en}.html, built by
// apps/web/build/prerender-landing.ts). The page is already complete and its links work without
// script, so the app's code (#app[data-entry]) is only fetched and run once it is needed: at once
// when the page is not the signed-out landing (a stored session, a sign-in return, parameters),
// otherwise at the visitor's first sign of use (pointer, touch, key, focus, scroll). A click on a
// button that arrives before the app is there is kept (#app[data-pending-click], the button's
// position in #app) and repeated by the landing page once it has rendered the same markup.
// Not inline: the CSP allows no inline script.
(function () {
  var app = document.getElementById('app');
  var entry = app && app.getAttribute('data-entry');
  if (!app || !entry) return;
  var started = false;
  var intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < intents.length; i++) window.removeEventListener(intents[i], start, true);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  function pathOf(el) {
    var path = [];
    while (el && el !== app) {
      var parent = el.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, el));
      el = parent;
    }
    return el === app ? path.join('.') : null;
  }

  // Until the app has replaced the markup (it removes data-entry), a button click waits for it.
  document.addEventListener(
    'click',
    function (event) {
      if (!app.hasAttribute('data-entry')) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      var path = button && app.contains(button) ? pathOf(button) : null;
      if (path === null) return;
      event.preventDefault();
      app.setAttribute('data-pending-click', path);
      start();
    },
    true,
  );

  var needed = location.search !== '' || location.hash !== '';
  try {
    needed = needed || !!localStorage.getItem('auth:token');
  } catch (e) {
    needed = true;
  }
  if (needed) return start();
  for (var i = 0; i < intents.length; i++) window.addEventListener(intents[i], start, { capture: true, passive: true });
})();
