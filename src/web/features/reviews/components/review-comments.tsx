import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './own-reviews.module.css';

/** A review's comments as written (line breaks kept), or "No comments". */
export function ReviewComments({ comments, ...props }: { comments: string } & TextProps) {
  const { t } = useTranslation('reviews');
  return comments ? (
    <Text size="sm" className={classes.comments} {...props}>
      {comments}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" {...props}>
      {t('noComments')}
    </Text>
  );
}
