#!/usr/bin/env bash
# The browser tests need a real Chromium. Playwright cannot download its own
# browser on our machines, so we use Debian's `chromium` package: install it
# when we can (root with apt-get), otherwise stop with one clear sentence.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$chrome" ] && exit 0
fi
echo "The browser tests need Chromium at $chrome: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to your Chromium or Chrome binary." >&2
exit 1
