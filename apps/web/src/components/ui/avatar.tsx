import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

/** Two initials from a name: 'Asha Rao' → 'AR'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable warm hue from the name, so each person keeps their colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hues = [340, 350, 10, 20, 30, 40, 280, 200];
  return hues[hash % hues.length] ?? 340;
}

/** The photo behind our authenticated avatar route, as an object URL. */
function useAvatarObjectUrl(src: string | null | undefined) {
  return useQuery({
    queryKey: ['avatar', src],
    enabled: Boolean(src),
    staleTime: Infinity,
    queryFn: async () => {
      const res = await apiResponse(src!.replace(/^\/v1/, ''));
      return URL.createObjectURL(await res.blob());
    },
  });
}

/** The user's uploaded photo, else initials drawn locally (no external avatar service). */
export function Avatar({
  name,
  src,
  size = 'sm',
  className,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const photo = useAvatarObjectUrl(src);
  const hue = hueOf(name);
  return (
    <span
      className={cn(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full font-semibold text-white select-none',
        SIZES[size],
        className,
      )}
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 62% 42%), hsl(${(hue + 30) % 360} 70% 34%))`,
      }}
      aria-hidden
    >
      {photo.data ? (
        <img src={photo.data} alt="" className="size-full object-cover" />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
