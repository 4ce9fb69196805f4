#!/bin/sh
# Regenerates the app icon PNGs (freedesktop hicolor layout) and the Windows .ico
# from the SVG sources. Needs rsvg-convert (Debian: librsvg2-bin) and icotool
# (Debian: icoutils). Run from anywhere: ./icons/render.sh
set -eu
cd "$(dirname "$0")"

for n in 16 24 32 48 64 128 256 512; do
    # The small sizes come from a pixel-grid variant so they stay crisp.
    if [ "$n" -le 24 ]; then src=malice-table-small.svg; else src=malice-table.svg; fi
    mkdir -p "hicolor/${n}x${n}/apps"
    rsvg-convert --width "$n" --height "$n" "$src" -o "hicolor/${n}x${n}/apps/malice-table.png"
done

# 16-128 px as classic bitmap entries, 256 px as an embedded PNG (as Windows expects).
icotool --create --output=malice-table.ico \
    hicolor/16x16/apps/malice-table.png \
    hicolor/24x24/apps/malice-table.png \
    hicolor/32x32/apps/malice-table.png \
    hicolor/48x48/apps/malice-table.png \
    hicolor/64x64/apps/malice-table.png \
    hicolor/128x128/apps/malice-table.png \
    --raw=hicolor/256x256/apps/malice-table.png
