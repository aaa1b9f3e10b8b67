#!/usr/bin/env bash
# Installs what the tests need from the operating system — never a browser download:
# Debian's Chromium (or CHROMIUM_PATH), PostgreSQL 15 server binaries and pgTAP, and
# the fonts the stories' visual baselines are drawn with (DejaVu Sans for Latin
# text, Noto Sans CJK SC for Chinese), and poppler's pdftotext, which reads back the
# text of the PDFs Chromium prints.
# As root on Debian it installs what is missing with apt-get; otherwise it stops
# with a message saying how to install it. No silent skips.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
pg_bin=/usr/lib/postgresql/15/bin
pgtap_control=/usr/share/postgresql/15/extension/pgtap.control
latin_font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
cjk_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$pg_bin/initdb" ] || missing+=(postgresql-15)
[ -f "$pgtap_control" ] || missing+=(postgresql-15-pgtap)
[ -f "$latin_font" ] || missing+=(fonts-dejavu-core)
[ -f "$cjk_font" ] || missing+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system: chromium at $chromium, PostgreSQL 15, pgTAP, the screenshot fonts and pdftotext present"
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  if [ -n "${CHROMIUM_PATH:-}" ] && [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is set but no executable is there." >&2
    exit 1
  fi
  echo "system: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  # Another apt process (e.g. unattended upgrades) may hold the lock for a while.
  for attempt in 1 2 3 4 5 6; do
    if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
      exit 0
    fi
    echo "system: apt-get failed (attempt $attempt), retrying in 10 s" >&2
    sleep 10
  done
  echo "system: could not install ${missing[*]}" >&2
  exit 1
fi

cat >&2 <<MSG
The tests need these operating-system packages, which are missing: ${missing[*]}
Install them, then run the tests again:
  sudo apt-get install chromium postgresql-15 postgresql-15-pgtap fonts-dejavu-core fonts-noto-cjk poppler-utils
(Or point CHROMIUM_PATH at an existing Chromium binary.)
MSG
exit 1
