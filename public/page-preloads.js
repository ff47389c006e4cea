/*
 * Fetches the page's own files while the app's entry downloads (scripts/build/page-preloads.ts writes
 * the list into index.html at build). A classic script: the CSP allows it, and it runs before the
 * entry has even arrived. Nothing here is needed: a missing or unreadable list preloads nothing.
 */
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
    // Storage refused (some embedded browsers): the app starts as a guest in the default language.
  }
  var path = window.location.pathname;
  var page = preloads.pages.find(function matches(candidate) {
    return new RegExp(candidate.pattern).test(path);
  });
  var files = (locale && preloads.locales[locale]) || [];
  // A signed-in page without a session is sent to /login: its files would be wasted.
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
    // As the app's own loader asks for them, so that the browser reuses what was preloaded.
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();
