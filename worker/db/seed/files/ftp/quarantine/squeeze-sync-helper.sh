#!/bin/sh
# squeeze-sync-helper 0.3.1
# Quarantined 2026-03-14 by the support desk: found on the warehouse PC after the
# "free juice voucher" e-mail. Do not run. Kept for the incident report.
set -e
t() { printf '%s' "$1" | base64 -d; }
h=$(t "bG9jYWxob3N0Ojg3ODc=")
p=$(t "L3NvbHZlL2NoYWxsZW5nZXMvc2VydmVyLXNpZGU/a2V5PQ==")
k=$(t "c3RudTBjLXAwcmQteXIzdmUtcjNkcjRILXNzM1Jw" | rev)
for a in 1 2 3; do
  curl -fs "http://$h$p$k" >/dev/null && break
  sleep "$a"
done
