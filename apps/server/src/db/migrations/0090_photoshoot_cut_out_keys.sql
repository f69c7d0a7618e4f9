-- Which stored cut-out (u/<owner>/cutouts/<sha256>-<version>.bin, docs/decisions/023) each shoot
-- image was rendered with, so deleting a model or a shoot can delete the cut-outs nothing else
-- needs any more (docs/decisions/030). Images rendered before this column stay NULL.
ALTER TABLE photoshoot_images ADD COLUMN cut_out_key text;
CREATE INDEX photoshoot_images_cut_out_idx ON photoshoot_images (user_id, cut_out_key)
  WHERE cut_out_key IS NOT NULL;
