import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconBarcode, IconCamera, IconCornerDownLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from './camera-scanner';

type Props = {
  label: string;
  description?: ReactNode;
  /** What the add button says ("Add"); Enter does the same. */
  submitLabel: string;
  /** A serial was typed (Enter) or scanned: the reason it was not taken, or null when it was. */
  onSerial: (serial: string) => string | null;
  disabled?: boolean;
  /** For the test and the page's own focus: the field's id. */
  id: string;
};

/**
 * Where a serial number comes in: typed (or sent by a hand scanner, which types and presses
 * Enter), or read by the phone's camera. The field empties and keeps the focus after each one,
 * ready for the next.
 */
export function SerialField({ label, description, submitLabel, onSerial, disabled, id }: Props) {
  const { t } = useTranslation('desk');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (serial: string) => {
    const refused = onSerial(serial);
    setProblem(refused);
    if (refused === null) setValue('');
    else setValue(serial);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit(value);
  };

  return (
    <>
      <TextInput
        id={id}
        ref={input}
        label={label}
        description={description}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        error={problem}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={120}
        leftSection={<IconBarcode size={16} stroke={1.7} aria-hidden />}
        rightSection={
          value.trim() !== '' && (
            <ActionIcon variant="subtle" aria-label={submitLabel} onClick={() => submit(value)} disabled={disabled}>
              <IconCornerDownLeft size={16} aria-hidden />
            </ActionIcon>
          )
        }
        // The camera's button beside the box, under the label, above the error.
        inputContainer={(field) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{field}</div>
            <Button
              variant="default"
              onClick={() => setScanning(true)}
              disabled={disabled}
              leftSection={<IconCamera size={18} aria-hidden />}
              px="sm"
              style={{ flex: 'none' }}
            >
              {t('scan.camera')}
            </Button>
          </Group>
        )}
      />
      <CameraScanner
        opened={scanning}
        onClose={() => setScanning(false)}
        title={label}
        onScan={(serial) => {
          setScanning(false);
          submit(serial);
        }}
      />
    </>
  );
}
