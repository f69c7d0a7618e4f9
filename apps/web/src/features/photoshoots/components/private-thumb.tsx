import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePrivateImage } from '@/lib/use-private-image';

/** A signed, owner-only image fetched with the session's token; a 3:4 frame by default. */
export function PrivateThumb({
  url,
  alt,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const { src, failed } = usePrivateImage(url);
  return (
    <div className={cn('aspect-[3/4] overflow-hidden rounded-lg bg-surface-2', className)}>
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-subtle">
          {failed && <ImageOff className="size-5" aria-label="Image unavailable" />}
        </div>
      )}
    </div>
  );
}
