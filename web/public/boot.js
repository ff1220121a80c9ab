// Starts the app on a page the server drew (see api/src/middleware/serverRender.ts), once that page
// is on screen: a phone's narrow link then carries the page first and the app's code after it,
// instead of both at once. Until the app has hydrated the page it stays inert.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The chunks of the screens the page was drawn with (the api lists them): asked for after the app's
  // own code, so that code arrives and runs while they download.
  var screens = (script.getAttribute('data-screens') || '').split(' ').filter(Boolean);
  // Preload links in one insertion: each link added on its own costs the main thread a few tenths of
  // a millisecond. The app finds them in place and adds no link of its own for them.
  function preloads(hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  function start() {
    preloads(preload);
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    preloads(screens);
  }
  // After the next frame is painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
