import type { User } from '@drape/shared/auth.contract';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_MAX_MB } from '@drape/shared/constants';
import { Camera } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useUploadAvatar } from '../api/profile-api';

export function AvatarUpload({ user }: { user: User }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAvatar();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size >= PROFILE_PHOTO_MAX_BYTES) {
      toast.error('File Too Large', `Profile photo must be less than ${PROFILE_PHOTO_MAX_MB}MB`);
      return;
    }
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      toast.error('Upload Failed', 'Please choose a JPG or PNG image.');
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success('Photo Updated', 'Your new profile photo is saved.');
    } catch (err) {
      toast.error('Upload Failed', errorMessage(err, 'Failed to upload profile photo'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <div className="relative">
        <Avatar name={user.name} src={user.avatarUrl} size="lg" className="ring-4 ring-surface-2" />
        <span
          className="absolute -right-1 -bottom-1 grid size-7 place-items-center rounded-full border border-line bg-surface text-accent"
          aria-hidden
        >
          <Camera className="size-3.5" />
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">Profile photo</p>
        <p className="mt-0.5 text-xs text-muted">
          JPG, PNG up to {PROFILE_PHOTO_MAX_MB}MB. Recommended 300x300px.
        </p>
        {progress !== null ? (
          <div className="mt-3 max-w-xs">
            <div
              className="h-1.5 overflow-hidden rounded-full bg-surface-3"
              role="progressbar"
              aria-label="Uploading photo"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className="h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-muted">Uploading… {progress}%</p>
          </div>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => inputRef.current?.click()}
          >
            Change photo
          </Button>
        )}
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a profile photo"
          onChange={(e) => void onPick(e)}
          data-testid="avatar-input"
        />
      </div>
    </div>
  );
}
