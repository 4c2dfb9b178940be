// Applies the saved theme (else the system preference) before first paint, avoiding a flash.
// A separate file because the Content-Security-Policy allows no inline scripts.
(function () {
  try {
    var saved = localStorage.getItem('cc-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {}
})();
