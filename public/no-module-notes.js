// Run only by browsers that run scripts but no modules (KaiOS 2.5 on the JioPhone, Opera Mini; see
// src/components/ui/NoModuleNotes.astro): none of the site's code runs there, yet they hide <noscript>
// because scripting is on. This shows the page's <noscript> notes, whose markup the parser kept as text.
// ES5 on purpose: Opera Mini knows no later syntax.
(function () {
  var notes = document.querySelectorAll('noscript');
  for (var i = notes.length - 1; i >= 0; i -= 1) {
    var shown = document.createElement('div');
    shown.innerHTML = notes[i].textContent;
    notes[i].parentNode.replaceChild(shown, notes[i]);
  }
})();
