import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './desk.module.css';

/** The browser's own barcode reader (Chromium on Android, Safari), where it has one. */
type NativeDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** The labels carry a QR code or a Code 128 of the serial number. */
const FORMATS = ['qr_code', 'code_128'];
/** How often a frame is read by the browser's reader. */
const DETECT_EVERY_MS = 200;

type Stop = () => void;

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((format) => supported.includes(format));
  return formats.length > 0 ? new Detector({ formats }) : null;
}

/** Reads codes from the back camera with the browser's reader, until `stop`. */
async function scanNatively(
  detector: NativeDetector,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<Stop> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  await video.play();
  let stopped = false;
  const timer = window.setInterval(() => {
    if (stopped || video.readyState < 2) return;
    void detector.detect(video).then(
      (codes) => {
        const text = codes.find((code) => code.rawValue.trim() !== '')?.rawValue;
        if (text && !stopped) onCode(text);
      },
      () => undefined,
    );
  }, DETECT_EVERY_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}

/** Reads codes with ZXing (loaded only now, in a chunk of its own) where the browser has no reader. */
async function scanWithZxing(video: HTMLVideoElement, onCode: (text: string) => void): Promise<Stop> {
  const { BrowserMultiFormatReader } = await import('../lib/zxing-chunk');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: 'environment' }, audio: false },
    video,
    (result) => {
      const text = result?.getText();
      if (text && text.trim() !== '') onCode(text);
    },
  );
  return () => controls.stop();
}

/** The preview and its reader, running while it is on screen (the popup unmounts it when it closes). */
function ScannerView({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation('desk');
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<'denied' | 'unavailable' | null>(null);
  const handOver = useEffectEvent((text: string) => onScan(text.trim()));

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: Stop | null = null;
    let done = false;
    const found = (text: string) => {
      if (done) return;
      done = true;
      stop?.();
      handOver(text);
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NotFoundError');
        const detector = await nativeDetector();
        const started = detector ? await scanNatively(detector, element, found) : await scanWithZxing(element, found);
        if (done) started();
        else stop = started;
      } catch (error) {
        if (!done)
          setFailure(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
    })();
    return () => {
      done = true;
      stop?.();
    };
  }, []);

  return (
    <>
      {failure ? (
        <Alert color="yellow" variant="light" icon={<IconCameraOff aria-hidden />} role="alert">
          {t(`scanner.${failure}`)}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('scanner.hint')}
        </Text>
      )}
      <video ref={video} className={classes.video} muted playsInline aria-label={t('scanner.preview')} />
    </>
  );
}

type Props = {
  opened: boolean;
  onClose: () => void;
  /** A code was read: its text (the serial number). */
  onScan: (text: string) => void;
  title: string;
};

/**
 * The phone's camera as a scanner: a preview, read by the browser's BarcodeDetector where there is
 * one, else by ZXing. The first code read is handed over and the camera is switched off; a camera
 * that cannot be opened says so, and the serial can be typed instead.
 */
export function CameraScanner({ opened, onClose, onScan, title }: Props) {
  const { t } = useTranslation('desk');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {opened && <ScannerView onScan={onScan} />}
        <Button variant="default" leftSection={<IconKeyboard size={16} aria-hidden />} onClick={onClose}>
          {t('scanner.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
