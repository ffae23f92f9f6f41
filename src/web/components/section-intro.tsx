import { Text, Title } from '@mantine/core';

/** A settings-like section's heading (its name, by `titleId`) and the sentence under it. */
export function SectionIntro({ titleId, title, lead }: { titleId: string; title: string; lead: string }) {
  return (
    <>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} maw={720}>
        {lead}
      </Text>
    </>
  );
}
