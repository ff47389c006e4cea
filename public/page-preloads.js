/* Preloads the opened page's files while the entry downloads: see scripts/build/page-preloads.ts. */
(function preloadPage() {
  var meta = document.querySelector('meta[name="page-preloads"]');
  if (!meta) return;
  var preloads;
  try {
    preloads = JSON.parse(meta.getAttribute('content'));
  } catch {
    return;
  }
  var signedIn = false;
  var locale = null;
  try {
    signedIn = Boolean(window.localStorage.getItem('accessToken'));
    locale = window.localStorage.getItem('locale');
  } catch {
    // Storage refused: the app starts as a guest in the default language.
  }
  var path = window.location.pathname;
  var page = preloads.pages.find(function matches(candidate) {
    return new RegExp(candidate.pattern).test(path);
  });
  var files = (locale && preloads.locales[locale]) || [];
  // Without a session a signed-in page goes to /login.
  if (page && (signedIn || !page.signedIn)) {
    files = files.concat(page.signedIn ? preloads.signedInLayout : [], page.files);
  }
  files.forEach(function preload(file) {
    var link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As the app's loader asks for them, so that the preloaded copy is used.
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();
