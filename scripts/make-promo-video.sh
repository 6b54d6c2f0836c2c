#!/bin/sh
# Renders the shop's promotion video (GET /promotion): an 8-second animated title card, H.264 in MP4,
# about 60 kB. Needs ffmpeg and the DejaVu fonts (Debian: apt-get install ffmpeg fonts-dejavu-core).
# It is a seed file of the instance's virtual file system, served with byte ranges by the API at
# /assets/public/videos/squeeze-promo.mp4. The subtitles are not burnt in: they are the file beside
# it (squeeze-promo.vtt), and the page adds them.
set -eu
out="${1:-worker/db/seed/files/assets/public/videos/squeeze-promo.mp4}"
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
# A disc of one colour with a transparent outside, to move around the card.
disc() { echo "color=c=$1:s=$2x$2:d=8:r=24,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(hypot(X-$2/2,Y-$2/2),$2/2-1),255,0)'"; }
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0xff8a1f:s=640x360:d=8:r=24" \
  -f lavfi -i "color=c=0xffb347:s=640x360:d=8:r=24" \
  -f lavfi -i "$(disc 0xffe066 90)" \
  -f lavfi -i "$(disc 0x7bd389 56)" \
  -filter_complex "\
[0][1]overlay=x=0:y='360-45*t':eval=frame[glass];\
[glass][2]overlay=x='t*150-120':y='250+20*sin(t*6)':eval=frame[lemon];\
[lemon][3]overlay=x='620-t*110':y='50+25*cos(t*5)':eval=frame[lime];\
[lime]drawtext=fontfile=$bold:text='Squeeze':fontsize=96:fontcolor=white:borderw=4:bordercolor=0x8a3b00:x=(w-text_w)/2:y='(h-text_h)/2-40+max(0,(1-t)*200)':alpha='min(1,t)',\
drawtext=fontfile=$regular:text='cold-pressed · hand-picked · delivered fresh':fontsize=24:fontcolor=0x3d1a00:x=(w-text_w)/2:y=h/2+40:alpha='if(lt(t,2),0,min(1,(t-2)))',\
drawtext=fontfile=$bold:text='squeeze the day!':fontsize=34:fontcolor=white:borderw=2:bordercolor=0x8a3b00:x=(w-text_w)/2:y=h/2+90:alpha='if(lt(t,5),0,min(1,(t-5)*2))'[card]" \
  -map "[card]" -t 8 -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -profile:v main -movflags +faststart -an "$out"
ls -l "$out"
