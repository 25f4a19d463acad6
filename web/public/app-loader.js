// Starts the app of a server-rendered page once that page has painted (the API writes this tag in
// place of the module script: api/src/web/head-tags.ts). The content needs no script to be read,
// so the app's code waits until the page's first contentful paint is on screen instead of competing
// with the page's own styles and images: on a slow phone network its downloads would otherwise hold
// back that paint. data-entry: the module to run; data-preload: the modules it imports and those of the
// page's routes, fetched alongside.
// Each request a script starts costs the page's main thread about a millisecond (more on a phone):
// the entry goes first, then the preloads one a task, so that none of this is a long task.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function preloadNext() {
    var href = preloads.shift();
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    setTimeout(preloadNext, 0);
  }

  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    setTimeout(preloadNext, 0);
  }

  // The paint entry arrives once the frame is presented; a frame callback (browsers without paint
  // entries) runs just before it is drawn.
  var observing = false;
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    observing = true;
  } catch (error) {
    // No PerformanceObserver, or no paint entries.
  }
  if (!observing) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Nothing paints in a tab that is hidden: start anyway.
  setTimeout(start, 1000);
})();
