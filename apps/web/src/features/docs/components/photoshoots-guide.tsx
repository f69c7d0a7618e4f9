import { CodeBlock } from './code-block';

const FLOW = `# 1. Your model (consent required) and, optionally, your own backdrop
curl -X POST $DRAPE/v1/models -H "Authorization: Bearer $KEY" \\
  -F file=@meera.jpg -F name=Meera -F labels=saree,tall -F consent=true
curl -X POST $DRAPE/v1/backdrops -H "Authorization: Bearer $KEY" \\
  -F file=@courtyard.jpg -F name="Our courtyard"
curl $DRAPE/v1/backdrops -H "Authorization: Bearer $KEY"   # built-in ones listed first

# 2. The shoot: garments × models × backdrops × shots, one credit an image (402 if short);
#    the same Idempotency-Key with the same body answers the same shoot, charged once
curl -X POST $DRAPE/v1/photoshoots -H "Authorization: Bearer $KEY" \\
  -H "Idempotency-Key: kurta-drop-7" -H "Content-Type: application/json" -d '{
    "garments": [{ "imageUrl": "https://shop.example/kurta.jpg", "sku": "KUR-7" }],
    "modelIds": ["<model id>"], "backdropIds": ["builtin-heritage-jharokha"],
    "shots": ["full", "three-quarter", "close-up"] }'

# 3. Follow it (or GET /v1/photoshoots/{id}), then take everything as one ZIP
curl -N $DRAPE/v1/photoshoots/$ID/events -H "Authorization: Bearer $KEY"
curl -o shoot.zip $DRAPE/v1/photoshoots/$ID/archive -H "Authorization: Bearer $KEY"`;

/** How a brand's integration runs a photoshoot through the API. */
export function PhotoshootsGuide() {
  return (
    <div className="space-y-4 text-sm text-muted [&_code]:font-mono [&_code]:text-xs [&_:not(pre)>code]:text-fg">
      <p>
        A photoshoot dresses every garment (1–50, each with an optional <code>name</code> and{' '}
        <code>sku</code>) on every chosen model (1–10) in front of every backdrop (1–5), as full
        length, three-quarter and close-up shots. <code>POST /v1/photoshoots</code> answers 202 with{' '}
        <code>id</code>, <code>imageCount</code> and <code>creditCost</code>; each image runs as its
        own job, and one that fails is refunded on its own and can be retried with{' '}
        <code>POST /v1/photoshoots/&#123;id&#125;/images/&#123;imageId&#125;/retry</code>. Send an{' '}
        <code>Idempotency-Key</code> header to retry the POST safely: the same key and body answer
        the first shoot (200, nothing charged again); the same key with another body is a 409.
      </p>
      <p>
        Models come from your library (<code>/v1/models</code>: <code>POST /v1/models/analyse</code>{' '}
        checks a photo without saving it) and the starter model. The local engine uses that library;
        AI-generated models need a GPU deployment with <code>TRYON_ENGINE=fashn</code> —{' '}
        <code>GET /v1/photoshoots/capabilities</code> says which this server is (elsewhere a shoot
        that asks for them is a 400). <code>aiModels</code> takes <code>count</code> (1–4),{' '}
        <code>prompt</code>, <code>seed</code>, <code>quality</code> (FASHN&apos;s try-on mode),{' '}
        <code>garmentPhotoType</code> and <code>perGarment</code>: each AI model is one more model
        of the shoot, counted into <code>imageCount</code> and <code>creditCost</code>, and{' '}
        <code>modelIds</code> may be empty. By default each AI model is created once and wears every
        garment; with <code>perGarment</code> FASHN makes a new one for each garment. The archive
        holds <code>&lt;sku&gt;/&lt;model&gt;-&lt;backdrop&gt;-&lt;shot&gt;.jpg</code> and{' '}
        <code>manifest.csv</code>; a key's webhook gets <code>photoshoot.completed</code>.
      </p>
      <CodeBlock code={FLOW} label="photoshoot.sh" />
    </div>
  );
}
