#!/usr/bin/env bash
# The browser tests need a real Chromium, and a Gujarati font (the Gujarati
# pages use the system's, as Android phones ship Noto Sans Gujarati; without
# one Chromium draws empty boxes). Playwright cannot download its own browser
# on our machines, so we use Debian's packages: install what is missing when
# we can (root with apt-get), otherwise stop with one clear sentence.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
has_font() { command -v fc-list >/dev/null 2>&1 && fc-list :lang=gu family | grep -q .; }
missing=()
[ -x "$chrome" ] || missing+=(chromium)
has_font || missing+=(fonts-noto-core)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x "$chrome" ] && has_font && exit 0
fi
echo "The browser tests need ${missing[*]} (Chromium at $chrome, a Gujarati font): on Debian/Ubuntu run sudo apt-get install ${missing[*]}; for another Chromium or Chrome, set CHROME_PATH." >&2
exit 1
