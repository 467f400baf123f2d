// Run only by browsers older than the site's scripts (src/components/layout/old-browser-loader.ts): those with no
// modules (KaiOS 2.5 on the JioPhone, Opera Mini) and those whose JavaScript stops before ES2021 (iOS 12 and
// 13, Chrome before 85). None of the site's code runs there. ES5 on purpose: Opera Mini knows no later syntax.
(function () {
  // Scripting being on, they hide <noscript>: its notes are shown (the parser kept their markup as text).
  var notes = document.querySelectorAll('noscript');
  for (var i = notes.length - 1; i >= 0; i -= 1) {
    var shown = document.createElement('div');
    shown.innerHTML = notes[i].textContent;
    notes[i].parentNode.replaceChild(shown, notes[i]);
  }
  // A photo opens as a file of its own, WebP, which KaiOS and iOS before 14 cannot show. A browser that shows
  // a photo's JPEG (it decodes neither AVIF nor WebP) opens that JPEG instead; Chrome 81 keeps the large WebP.
  // Decided at the press, once a lazy photo has chosen its file.
  document.addEventListener('click', function (event) {
    for (var link = event.target; link && link.tagName; link = link.parentNode) {
      if (link.tagName !== 'A') continue;
      var photo = link.hasAttribute('data-photo-link') && link.querySelector('img');
      var shown = photo && (photo.currentSrc || photo.src);
      if (shown && /\.jpe?g(\?|$)/.test(shown)) link.href = shown;
      return;
    }
  });

  // KaiOS 2.5 knows no min() either: a page's column (.container in global.css) filled the screen and every
  // line of text touched both edges. Here only, so other browsers download nothing for it.
  if (!(window.CSS && CSS.supports('width', 'min(1px, 2px)'))) {
    var columns = document.querySelectorAll('.container');
    for (var c = 0; c < columns.length; c += 1) {
      columns[c].style.width = 'calc(100% - 2 * var(--space-4))';
      columns[c].style.maxWidth = 'var(--content-width)';
      columns[c].style.marginLeft = 'auto';
      columns[c].style.marginRight = 'auto';
    }
  }

  // KaiOS 2.5 knows no <details> (Firefox 49 brought it): the menu and every sign-language video stood open,
  // so each page began with all the menu's links. A closed one now shows only its summary, which a press
  // (or Enter) opens and closes.
  if ('open' in document.createElement('details')) return;
  function setOpen(details, open) {
    if (open) details.setAttribute('open', '');
    else details.removeAttribute('open');
    for (var part = details.firstElementChild; part; part = part.nextElementSibling) {
      if (part.tagName !== 'SUMMARY') part.style.display = open ? '' : 'none';
    }
  }
  function summaryOf(target) {
    for (var node = target; node && node.tagName; node = node.parentNode) {
      if (node.tagName === 'SUMMARY') return node;
    }
    return null;
  }
  var allDetails = document.getElementsByTagName('details');
  for (var k = 0; k < allDetails.length; k += 1) {
    setOpen(allDetails[k], allDetails[k].hasAttribute('open'));
    var summary = allDetails[k].firstElementChild;
    if (summary && summary.tagName === 'SUMMARY') summary.tabIndex = 0;
  }
  function toggle(event) {
    var summary = summaryOf(event.target);
    if (!summary || (event.type === 'keydown' && event.keyCode !== 13)) return;
    event.preventDefault();
    setOpen(summary.parentNode, !summary.parentNode.hasAttribute('open'));
  }
  document.addEventListener('click', toggle);
  document.addEventListener('keydown', toggle);
})();
