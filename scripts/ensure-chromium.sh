#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (playwright-core drives it;
# Playwright's own browser download does not work here). Needs root or sudo.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-chromium: not root and no sudo: install it with: apt-get install chromium fonts-liberation" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
[ -x "$CHROMIUM" ] || { echo "ensure-chromium: installed, but $CHROMIUM is still missing" >&2; exit 1; }
