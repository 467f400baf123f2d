// What SignVideo.astro's script adds to each "Watch in Indian Sign Language" disclosure. Opening plays the
// video with the page's captions on (fetched only now), unless the viewer chose other captions; closing
// pauses it. A video that cannot load (a patchy connection) closes, says so beside the button, and the
// next press asks for it anew; so does one that has not started after SIGN_VIDEO_LIMIT_MS, as a
// half-closed connection sends no error. Captions that cannot load, or have not come after CAPTIONS_LIMIT_MS,
// are told of, with a button that asks for them anew while the video plays on (as does opening again).
// Without JavaScript it still opens and plays, captions one press away.

/** On 2G the first seconds of a sign-language video take some 10 s to arrive. */
export const SIGN_VIDEO_LIMIT_MS = 30_000;
/** A caption file is a few KB, seconds on 2G: one still loading by then is held by a half-closed connection. */
export const CAPTIONS_LIMIT_MS = 15_000;

export function enhanceSignVideo(details: HTMLDetailsElement): void {
  const video = details.lastElementChild as HTMLVideoElement;
  const failed = details.nextElementSibling as HTMLElement;
  let stalled: ReturnType<typeof setTimeout> | undefined;
  let captionsLate: ReturnType<typeof setTimeout> | undefined;
  let askAnew = false;
  // Closing clears the wait for a stalled start (ontoggle).
  const fail = () => {
    askAnew = true;
    // Focus in the player goes back to the button, not lost with the closed player.
    if (details.contains(document.activeElement)) (details.firstElementChild as HTMLElement).focus();
    details.open = false;
    failed.textContent = failed.dataset.message ?? '';
  };
  // Captions that cannot load leave a video still worth watching: it plays on and the viewer is told, with
  // one press to try again, unless the video has failed too.
  const retry = document.createElement('button');
  const sayCaptionsFailed = () =>
    askAnew || failed.replaceChildren(`${failed.dataset.captions ?? ''} `, retry);
  // A failed <track> is never fetched again, not even by video.load(), but its file at a new address is: a
  // "#" added or taken off. A fresh clone of the <track> refetches too, but Chromium then shows the other
  // language's captions as well (its automatic selection, once captions have shown).
  const askForCaptions = (stuckToo: boolean) => {
    for (const track of video.querySelectorAll('track')) {
      if (track.readyState === track.ERROR || (stuckToo && track.readyState === track.LOADING))
        track.src = track.src.endsWith('#') ? track.src.slice(0, -1) : `${track.src}#`;
    }
    const tracks = [...video.textTracks];
    if (!tracks.some((track) => track.mode === 'showing')) (tracks[0] as TextTrack).mode = 'showing';
    clearTimeout(captionsLate);
    captionsLate = setTimeout(() => {
      const shown = [...video.querySelectorAll('track')].find((track) => track.track.mode === 'showing');
      if (shown && shown.readyState === shown.LOADING) sayCaptionsFailed();
    }, CAPTIONS_LIMIT_MS);
  };
  retry.type = 'button';
  retry.className = 'button button--quiet';
  retry.textContent = failed.dataset.captionsRetry ?? '';
  retry.onclick = () => {
    askForCaptions(true);
    video.focus(); // the button goes: focus stays with the video it served
    failed.textContent = '';
  };
  // A <track>'s events do not bubble: captured. A load abandoned for a new address may still report its
  // error after the new one began: captions that arrive take the message away.
  video.addEventListener('error', (event) => (event.target === video ? fail() : sayCaptionsFailed()), true);
  video.addEventListener('load', () => failed.contains(retry) && (failed.textContent = ''), true);
  video.onplaying = () => clearTimeout(stalled);
  details.ontoggle = () => {
    clearTimeout(stalled);
    clearTimeout(captionsLate);
    if (!details.open) return video.pause();
    if (askAnew) video.load();
    askAnew = false;
    failed.textContent = '';
    askForCaptions(false);
    // Not enough of the video by then: stalled (a pause pressed while it loads is no failure once it has come).
    stalled = setTimeout(() => video.readyState < video.HAVE_FUTURE_DATA && fail(), SIGN_VIDEO_LIMIT_MS);
    // A failure is the error event's to tell.
    video.play().catch(() => undefined);
  };
}
