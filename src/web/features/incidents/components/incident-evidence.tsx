import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@shared/schemas/incident';
import { SerialTag } from '@/components/serial-tag';
import { namedPhotos, noteToShow, type NamedPhoto } from '../lib/incident-evidence';
import classes from './incidents.module.css';

const conditionColor = { damaged: 'orange', missing: 'red' } as const;

/** The words that name a photo: its unit's serial number, or its number on the incident. */
function usePhotoName() {
  const { t } = useTranslation('incidents');
  return (photo: NamedPhoto) =>
    photo.serialNumber
      ? t('evidence.photoOfUnit', { serial: photo.serialNumber })
      : t('evidence.photoNumber', { number: photo.number });
}

/** One photo large, in a popup, with the way to the next and previous ones and to the original. */
function PhotoViewer({
  photos,
  index,
  opened,
  onIndex,
  onClose,
}: {
  photos: NamedPhoto[];
  index: number;
  opened: boolean;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('incidents');
  const name = usePhotoName();
  const photo = photos[index];
  return (
    <Modal
      opened={opened && photo !== undefined}
      onClose={onClose}
      title={photo ? name(photo) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="xl"
      centered
    >
      {photo && (
        <Stack gap="sm">
          <img src={photo.url} alt={name(photo)} className={classes.photoLarge} />
          <Group justify="space-between" gap="xs">
            <Anchor href={photo.url} target="_blank" rel="noreferrer" size="sm" className={classes.rentalLink}>
              {t('evidence.original')}
              <IconExternalLink size={14} stroke={2} aria-hidden />
            </Anchor>
            {photos.length > 1 && (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconChevronLeft size={14} aria-hidden />}
                  disabled={index === 0}
                  onClick={() => onIndex(index - 1)}
                >
                  {t('evidence.previous')}
                </Button>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('evidence.position', { number: index + 1, count: photos.length })}
                </Text>
                <Button
                  variant="default"
                  size="xs"
                  rightSection={<IconChevronRight size={14} aria-hidden />}
                  disabled={index === photos.length - 1}
                  onClick={() => onIndex(index + 1)}
                >
                  {t('evidence.next')}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * What the hand-over desk recorded on the incident: each unit found damaged or missing,
 * with its serial number and the note (unless the description already says it), and the photos as thumbnails that open larger. Nothing for
 * an incident the desk added nothing to.
 */
export function IncidentEvidence({ incident }: { incident: Pick<Incident, 'description' | 'units' | 'photos'> }) {
  const { t } = useTranslation('incidents');
  const name = usePhotoName();
  // The photo shown stays chosen while the popup closes, so it fades out with its photo.
  const [shown, setShown] = useState(0);
  const [opened, setOpened] = useState(false);
  const photos = namedPhotos(incident.photos, incident.units);
  if (incident.units.length === 0 && photos.length === 0) return null;
  return (
    <Stack gap="xs" mt="xs" data-testid="incident-evidence">
      {incident.units.length > 0 && (
        <Stack component="ul" gap={6} m={0} p={0} className={classes.plainList} aria-label={t('evidence.units')}>
          {incident.units.map((unit) => {
            const note = noteToShow(unit.note, incident.description);
            return (
              <Box component="li" key={`${unit.itemId}-${unit.recordedAt}`}>
                <Group gap={6} wrap="wrap">
                  <SerialTag anywhere>{unit.serialNumber}</SerialTag>
                  <Badge size="sm" variant="light" color={conditionColor[unit.condition]} className={classes.badge}>
                    {t(`evidence.conditions.${unit.condition}`)}
                  </Badge>
                </Group>
                {note && (
                  <Text size="sm" mt={2} className={classes.description}>
                    {note}
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {photos.length > 0 && (
        <Group component="ul" gap={6} m={0} p={0} className={classes.plainList} aria-label={t('evidence.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <UnstyledButton
                className={classes.thumb}
                onClick={() => {
                  setShown(index);
                  setOpened(true);
                }}
                aria-haspopup="dialog"
                title={t('evidence.enlarge')}
              >
                <img src={photo.url} alt={name(photo)} loading="lazy" className={classes.thumbImage} />
              </UnstyledButton>
            </li>
          ))}
        </Group>
      )}
      <PhotoViewer photos={photos} index={shown} opened={opened} onIndex={setShown} onClose={() => setOpened(false)} />
    </Stack>
  );
}
