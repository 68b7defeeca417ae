// Sets the colour mode before the first paint so a dark page never flashes white (no inline script: CSP).
(function () {
  try {
    var pref = localStorage.getItem('yaam-color-mode') || 'system';
    var dark = pref === 'dark' || (pref === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', dark ? '#020618' : '#ffffff');
  } catch (e) {}
})();
