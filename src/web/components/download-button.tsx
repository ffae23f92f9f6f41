import type { MouseEventHandler, ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { IconDownload } from '@tabler/icons-react';

type Props = {
  /** The file, on the same origin (the session cookie authorises it); none while it may not be fetched. */
  href: string | undefined;
  icon: typeof IconDownload;
  size?: 'xs' | 'compact-sm';
  variant: 'light' | 'default' | 'subtle';
  'aria-label'?: string;
  'aria-disabled'?: true;
  'data-disabled'?: true;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
};

/** A link the browser saves as a file (an invoice's PDF, an export), drawn as a button with its icon. */
export function DownloadButton({ icon: Icon, size, ...link }: Props) {
  return (
    <Button
      component="a"
      download
      size={size}
      leftSection={<Icon size={size === undefined ? 16 : 14} aria-hidden />}
      {...link}
    />
  );
}
