// Starts the app of a server-rendered page once that page has painted (the API writes this tag in
// place of the module script: api/src/web/head-tags.ts). The content needs no script to be read,
// so the app's code waits for the first frame instead of competing with the page's own styles and
// images. data-entry: the module to run; data-preload: the modules it imports, fetched alongside.
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

  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // Frames do not run in a tab that is hidden: start anyway.
  setTimeout(start, 1000);
})();
