// Sets the colour mode before the first paint so a dark page never flashes white (no inline script: CSP).
// It also follows the OS while the preference is 'system', so the prerendered landing page, whose app
// starts only when needed (landing-start.js), follows it live too; the app does the same (color-mode.ts).
(function () {
  try {
    var media = window.matchMedia('(prefers-color-scheme: dark)');
    var apply = function () {
      var pref = localStorage.getItem('yaam-color-mode') || 'system';
      if (pref !== 'light' && pref !== 'dark') pref = 'system';
      var dark = pref === 'dark' || (pref === 'system' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', dark ? '#020618' : '#ffffff');
    };
    apply();
    media.addEventListener('change', apply);
  } catch (e) {}
})();
