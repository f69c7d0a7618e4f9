#!/bin/sh
# Drape quickstart with curl and jq: upload two photos, generate, poll, download.
# Run:  DRAPE_API_KEY=drape_live_… sh quickstart.sh person.jpg garment.jpg result.png
set -eu
API="${DRAPE_API_URL:-http://localhost:3000}"
KEY="${DRAPE_API_KEY:?Set DRAPE_API_KEY to a key from the API Keys page}"
PERSON="${1:-person.jpg}" GARMENT="${2:-garment.jpg}" OUT="${3:-result.png}"
drape() { curl -sS --fail-with-body -H "X-API-Key: $KEY" "$@"; }

# 1. Upload the two photos (JPG or PNG, up to 10 MB each).
PERSON_URL=$(drape -F folder=vton-persons -F "file=@$PERSON" "$API/v1/upload" | jq -r '.data[0].url')
GARMENT_URL=$(drape -F folder=vton-garments -F "file=@$GARMENT" "$API/v1/upload" | jq -r '.data[0].url')

# 2. Start the generation (1 credit). The Idempotency-Key makes a retried POST safe.
ID=$(drape -H 'Content-Type: application/json' -H "Idempotency-Key: quickstart-$(date +%s)-$$" \
  -d "{\"personImageUrl\":\"$PERSON_URL\",\"garmentImageUrl\":\"$GARMENT_URL\"}" \
  "$API/v1/vton/generate" | jq -r '.data.id')
echo "generation $ID started"

# 3. Poll every 2 seconds until it is COMPLETED or FAILED
#    (or stream progress: curl -N -H "X-API-Key: $KEY" "$API/v1/vton/$ID/events").
while :; do
  STATUS=$(drape "$API/v1/vton/status/$ID")
  case $(echo "$STATUS" | jq -r '.data.status') in
    COMPLETED) break ;;
    FAILED) echo "generation failed: $(echo "$STATUS" | jq -r '.data.errorMessage')" >&2; exit 1 ;;
  esac
  sleep 2
done

# 4. Download the result image.
URL=$(echo "$STATUS" | jq -r '.data.result.imageUrl')
case $URL in http*) ;; *) URL="$API$URL" ;; esac
drape -o "$OUT" "$URL"
echo "saved $OUT"
