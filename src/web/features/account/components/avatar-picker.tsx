import { Avatar, FileButton, Loader, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useUploadAvatar } from '../api/use-upload-avatar';
import { AVATAR_MEGABYTES, avatarFileProblem, avatarRefusal, type AvatarProblem } from '../lib/avatar-upload';
import classes from './profile.module.css';

const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * The profile picture as a button (SPEC section 2): a click, Enter or Space opens the file picker
 * for an image. While it uploads the old picture stays, dimmed under a spinner; on success the
 * new one replaces it, on failure the old one simply stays and a toast says why.
 */
export function AvatarPicker({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation(['account', 'errors']);
  const upload = useUploadAvatar();
  // Cleared after each try, so picking the same file again (after fixing it) is a new choice.
  const resetRef = useRef<() => void>(null);

  const fail = (reason: string) => toast.error(t('errors:withContext', { failed: t('profile.avatar.error'), reason }));
  const problemText = (problem: AvatarProblem) => t(`profile.avatar.${problem}`, { megabytes: AVATAR_MEGABYTES });

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      resetRef.current?.();
      fail(problemText(problem));
      return;
    }
    upload.mutate(file, {
      onSettled: () => resetRef.current?.(),
      onSuccess: () => toast.success(t('profile.avatar.changed')),
      onError: (error) => {
        const refusal = avatarRefusal(error);
        fail(refusal ? problemText(refusal) : errorText(t, error));
      },
    });
  };

  return (
    <>
      <FileButton onChange={pick} accept="image/*" disabled={upload.isPending} resetRef={resetRef}>
        {(props) => (
          // aria-disabled rather than disabled: the button keeps the focus of whoever pressed it.
          <UnstyledButton
            {...props}
            className={classes.avatarButton}
            aria-label={t('profile.avatar.change')}
            aria-disabled={upload.isPending || undefined}
            data-busy={upload.isPending || undefined}
          >
            <Avatar
              src={avatarUrl ?? DEFAULT_AVATAR}
              alt={t('profile.avatarAlt')}
              radius="50%"
              className={classes.avatar}
            />
            {upload.isPending ? (
              <span className={classes.avatarBusy}>
                <Loader color="white" size="md" aria-hidden />
              </span>
            ) : (
              <span className={classes.avatarBadge} aria-hidden>
                <IconCamera size={18} stroke={1.8} />
              </span>
            )}
          </UnstyledButton>
        )}
      </FileButton>
      <VisuallyHidden role="status">{upload.isPending ? t('profile.avatar.uploading') : ''}</VisuallyHidden>
    </>
  );
}
