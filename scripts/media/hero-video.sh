#!/usr/bin/env bash
# Makes the home page's hero background video from one photograph: an 8-second seamless loop of a
# slow "breathing" zoom with a gentle sideways drift, 1280x720 at 25 fps, no audio.
#   public/video/hero.mp4    H.264 High, yuv420p, faststart
#   public/video/hero.webm   VP9
#   src/assets/media/hero-poster.jpg   the first frame, which is also the last frame's successor
# Every motion term is periodic in the 8-second loop, so frame 200 would equal frame 0 and the loop
# has no seam. The photo is first enlarged 8x so that zoompan's whole-pixel crop steps are 1/8 of
# an output pixel (no visible jitter).
# Usage: bash scripts/media/hero-video.sh [source.jpg]   (needs ffmpeg with libx264 and libvpx-vp9)
set -euo pipefail
cd "$(dirname "$0")/../.."

SRC="${1:-src/assets/media/lake-dusk.jpg}"
OUT_DIR=public/video
POSTER=src/assets/media/hero-poster.jpg
FPS=25
SECONDS_LONG=8
FRAMES=$((FPS * SECONDS_LONG))
UP=8                       # enlargement before zoompan
W=1280 H=720

mkdir -p "$OUT_DIR"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# t = on/FPS; phase = 2*PI*t/8
# zoom: 1.04 at the start, 1.10 at 4 s, back to 1.04 (raised cosine: no jolt at the loop point)
# drift: +-1.2 % of the width on a sine, always inside the margin the zoom leaves
PH="(2*PI*on/${FRAMES})"
ZOOM="1.04+0.03*(1-cos(${PH}))"
X="(iw-iw/zoom)/2+iw*0.012*sin(${PH})"
Y="(ih-ih/zoom)/2-ih*0.006*(1-cos(${PH}))"

filter="crop=iw:iw*9/16:0:(ih-iw*9/16)/2,scale=$((W * UP)):$((H * UP)):flags=lanczos,"
filter+="zoompan=z='${ZOOM}':x='${X}':y='${Y}':d=${FRAMES}:s=${W}x${H}:fps=${FPS},"
filter+="format=yuv420p"

# one lossless intermediate, so both encodes see the same frames
ffmpeg -hide_banner -loglevel error -y -loop 1 -framerate "$FPS" -i "$SRC" -frames:v "$FRAMES" \
  -vf "$filter" -c:v libx264 -qp 0 -preset ultrafast "$tmp/master.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$tmp/master.mkv" -an \
  -c:v libx264 -preset veryslow -crf 21 -tune film -profile:v high -level 4.0 -pix_fmt yuv420p \
  -g "$FRAMES" -movflags +faststart "$OUT_DIR/hero.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$tmp/master.mkv" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -deadline good -cpu-used 1 -row-mt 1 -pix_fmt yuv420p \
  -g "$FRAMES" "$OUT_DIR/hero.webm"

ffmpeg -hide_banner -loglevel error -y -i "$tmp/master.mkv" -frames:v 1 -q:v 3 "$POSTER"

for f in "$OUT_DIR/hero.mp4" "$OUT_DIR/hero.webm" "$POSTER"; do
  printf '%s %s bytes\n' "$f" "$(stat -c %s "$f")"
done
