import { Moon, Palette, Sun } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useThemeStore, type Theme } from '@/lib/theme-store';

function ThemeCard({
  theme,
  current,
  onPick,
}: {
  theme: Theme;
  current: Theme;
  onPick: (t: Theme) => void;
}) {
  const isDark = theme === 'dark';
  const selected = current === theme;
  return (
    <button
      type="button"
      onClick={() => onPick(theme)}
      aria-pressed={selected}
      className={cn(
        'group cursor-pointer rounded-xl border-2 p-3 text-left transition-colors',
        selected ? 'border-accent' : 'border-line hover:border-line-strong',
      )}
    >
      <div
        className={cn(
          'flex h-20 gap-2 rounded-lg p-2',
          isDark ? 'bg-[#0d0b0a]' : 'bg-[#faf8f5] ring-1 ring-black/5',
        )}
        aria-hidden
      >
        <div className={cn('w-1/4 rounded', isDark ? 'bg-[#1c1815]' : 'bg-white')} />
        <div className="flex flex-1 flex-col gap-1.5">
          <div className={cn('h-2 w-2/3 rounded', isDark ? 'bg-[#3a322c]' : 'bg-[#e4ddd2]')} />
          <div className={cn('h-2 w-1/2 rounded', isDark ? 'bg-[#2a2420]' : 'bg-[#ebe5dc]')} />
          <div
            className={cn('mt-auto h-4 w-10 rounded', isDark ? 'bg-[#b3264c]' : 'bg-[#8c1c3a]')}
          />
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 text-sm font-medium text-fg">
        {isDark ? <Moon className="size-4" aria-hidden /> : <Sun className="size-4" aria-hidden />}
        {isDark ? 'Dark Mode' : 'Light Mode'}
      </div>
    </button>
  );
}

export function ThemeSection() {
  const { theme, setTheme } = useThemeStore();
  return (
    <Card id="theme">
      <CardHeader
        icon={<Palette className="size-4" aria-hidden />}
        title="Theme Preferences"
        description="How the app looks on this device."
      />
      <CardBody>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <ThemeCard theme="light" current={theme} onPick={setTheme} />
          <ThemeCard theme="dark" current={theme} onPick={setTheme} />
        </div>
        <div className="mt-5 flex items-center gap-3">
          <Switch
            id="theme-switch"
            checked={theme === 'dark'}
            onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}
          />
          <label htmlFor="theme-switch" className="text-sm text-fg">
            Dark mode
          </label>
        </div>
      </CardBody>
    </Card>
  );
}
