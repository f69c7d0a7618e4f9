import { PHOTOSHOOT_LIMITS } from '@drape/shared/photoshoots-common.contract';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { useGarments } from '../hooks/use-garments';

type Garments = ReturnType<typeof useGarments>;

/** Step 1: garment photos (1–50), each with an optional name and SKU for the album and ZIP. */
export function GarmentsSection({ garments }: { garments: Garments }) {
  return (
    <Card>
      <CardHeader
        title="1. Garments"
        description={`Up to ${PHOTOSHOOT_LIMITS.garmentsMax} photos. The album and the ZIP group images by SKU.`}
      />
      <CardBody className="space-y-4">
        <label className="block text-sm font-medium text-fg">
          Add garment photos
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            data-testid="garment-files"
            className="mt-1.5 block w-full text-sm text-muted file:mr-2 file:rounded-md file:border-0 file:bg-surface-3 file:px-3 file:py-1.5 file:text-fg"
            onChange={(e) => {
              garments.add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        {garments.limitError && (
          <p role="alert" className="text-sm text-danger">
            {garments.limitError}
          </p>
        )}
        {garments.rows.length > 0 && (
          <ul className="divide-y divide-line" aria-label="Garments">
            {garments.rows.map((row, i) => (
              <li key={row.key} className="flex items-start gap-3 py-3">
                <img
                  src={row.preview}
                  alt=""
                  className="size-16 shrink-0 rounded-md object-cover"
                />
                <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                  <Input
                    aria-label={`Garment ${i + 1} name`}
                    placeholder="Name (optional)"
                    maxLength={120}
                    value={row.name}
                    onChange={(e) => garments.update(row.key, { name: e.target.value })}
                  />
                  <Input
                    aria-label={`Garment ${i + 1} SKU`}
                    placeholder="SKU (optional)"
                    maxLength={64}
                    value={row.sku}
                    onChange={(e) => garments.update(row.key, { sku: e.target.value })}
                  />
                  {row.status === 'uploading' && (
                    <p className="flex items-center gap-2 text-xs text-muted sm:col-span-2">
                      <Spinner size="sm" /> Uploading…
                    </p>
                  )}
                  {row.error && (
                    <p role="alert" className="text-xs text-danger sm:col-span-2">
                      {row.error}: remove it and add it again.
                    </p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove garment ${i + 1}`}
                  onClick={() => garments.remove(row.key)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
