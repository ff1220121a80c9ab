// Starts the app on a page the server drew (see api/src/middleware/serverRender.ts), once that page
// is on screen: a phone's narrow link then carries the page first and the app's code after it,
// instead of both at once. Until the app has hydrated the page it stays inert.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    // The app's chunks and those of the screens the page was drawn with, in one insertion: each link
    // added on its own costs the main thread a few tenths of a millisecond. The app finds them in
    // place and adds no link of its own for them.
    var links = document.createDocumentFragment();
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // After the next frame is painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
