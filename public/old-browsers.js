// Run only by browsers that run scripts but no modules (KaiOS 2.5 on the JioPhone, Opera Mini), as its
// tag says `nomodule` (src/layouts/BaseLayout.astro): none of the site's code runs there. ES5 on purpose:
// Opera Mini knows no later syntax.
(function () {
  // Scripting being on, they hide <noscript>: its notes are shown (the parser kept their markup as text).
  var notes = document.querySelectorAll('noscript');
  for (var i = notes.length - 1; i >= 0; i -= 1) {
    var shown = document.createElement('div');
    shown.innerHTML = notes[i].textContent;
    notes[i].parentNode.replaceChild(shown, notes[i]);
  }
  // A photo opens as a file of its own, WebP, which KaiOS cannot show: it opens the JPEG it shows instead.
  var links = document.querySelectorAll('a[data-photo-link]');
  for (var j = 0; j < links.length; j += 1) {
    var photo = links[j].querySelector('img');
    if (photo) links[j].href = photo.currentSrc || photo.src;
  }
})();
