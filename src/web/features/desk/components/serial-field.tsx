import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Loader, TextInput } from '@mantine/core';
import { IconBarcode, IconCamera, IconCornerDownLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { playScanSound } from '../lib/scan-sound';
import { CameraScanner } from './camera-scanner';

type Props = {
  label: string;
  description?: ReactNode;
  /** What the add button says ("Add"); Enter does the same. */
  submitLabel: string;
  /**
   * A serial was typed (Enter, or the add button) or scanned: the reason it was not taken, or null
   * when it was; a promise of either while the server is asked.
   */
  onSerial: (serial: string) => Promise<string | null> | string | null;
  disabled?: boolean;
  /** For the test and the page's own focus: the field's id. */
  id: string;
};

/**
 * Where a serial number comes in: typed (or sent by a hand scanner, which types and presses
 * Enter), or read by the phone's camera. Each is answered at once, beside the field and with a
 * sound: taken, the field empties for the next; refused, the reason shows under it (announced),
 * and the serial stays, selected, to type again. The focus stays in the field either way. While
 * the answer is awaited a small loader shows, and the field takes no second serial: a scanner's
 * Enter pressed twice adds the unit once.
 */
export function SerialField({ label, description, submitLabel, onSerial, disabled, id }: Props) {
  const { t } = useTranslation('desk');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  // Refusals so far: each one selects the serial again once it is drawn.
  const [refusals, setRefusals] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Set before the first await: a second Enter in the same moment finds it, as state would not yet.
  const busy = useRef(false);

  useEffect(() => {
    if (refusals > 0) input.current?.select();
  }, [refusals]);

  const submit = async (serial: string) => {
    if (busy.current) return;
    busy.current = true;
    setChecking(serial);
    let refused: string | null;
    try {
      refused = await onSerial(serial);
    } finally {
      busy.current = false;
      setChecking(null);
    }
    setProblem(refused);
    playScanSound(refused === null ? 'accepted' : 'refused');
    if (refused === null) {
      setValue('');
    } else {
      setValue(serial);
      setRefusals((count) => count + 1);
    }
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit(value);
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
        // Said as soon as it shows: the counter looks at the units, not the screen.
        errorProps={{ role: 'alert' }}
        disabled={disabled}
        // Kept as it was sent until the answer comes (not disabled: the focus would leave the field).
        readOnly={checking !== null}
        aria-busy={checking !== null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={120}
        leftSection={<IconBarcode size={16} stroke={1.7} aria-hidden />}
        rightSection={
          checking !== null ? (
            <Loader
              size={16}
              role="status"
              aria-label={t('scan.checking', { serial: checking.trim() })}
              data-testid="serial-checking"
            />
          ) : (
            value.trim() !== '' && (
              <ActionIcon
                variant="subtle"
                aria-label={submitLabel}
                onClick={() => void submit(value)}
                disabled={disabled}
              >
                <IconCornerDownLeft size={16} aria-hidden />
              </ActionIcon>
            )
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
          void submit(serial);
        }}
      />
    </>
  );
}
