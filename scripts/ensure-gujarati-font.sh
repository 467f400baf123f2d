#!/usr/bin/env bash
# The Gujarati pages rely on the system's Gujarati font (Android phones ship
# Noto Sans Gujarati), with no web font to download. The browser tests that
# check Gujarati text is not clipped need that font too, or Chromium draws
# empty boxes: install Debian's fonts-noto-core (which has it) when we can
# (root with apt-get), otherwise stop with one clear sentence.
set -euo pipefail
if command -v fc-list >/dev/null 2>&1 && fc-list :lang=gu family | grep -q .; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's fonts-noto-core package (Noto Sans Gujarati) for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq fonts-noto-core >/dev/null
  fc-list :lang=gu family | grep -q . && exit 0
fi
echo "The browser tests need a Gujarati font: install one (Debian/Ubuntu: sudo apt-get install fonts-noto-core)." >&2
exit 1
