import { useEffect, useState } from 'react';
import { Box, Button, Center, FileButton, Flex, Image, Input, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { toast } from '@/components/toast';
import { useUploadProductImage } from '../api/use-upload-product-image';
import { catalogErrorText } from '../lib/catalog-error-text';
import classes from './catalog-admin.module.css';

/** The server's limit (a camera's full-size JPEG fits); a larger file is refused here without sending it. */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * An existing product's picture (SPEC section 5: uploaded only when editing): a preview, and a
 * button that uploads the chosen image at once. The preview shows the chosen file while it uploads,
 * then the shop's re-encoded copy.
 */
export function ProductImageField({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('dashboard');
  const upload = useUploadProductImage();
  const [saved, setSaved] = useState(product.cardImageUrl);
  const [local, setLocal] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const fail = (reason: string | null) => {
    setLocal(null);
    setStatus('');
    toast.error(reason ? `${t('products.image.error')} ${reason}` : t('products.image.error'));
  };

  const choose = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return fail(t('catalogErrors.UNSUPPORTED_IMAGE'));
    if (file.size > MAX_IMAGE_BYTES) return fail(t('catalogErrors.FILE_TOO_LARGE'));
    setLocal(URL.createObjectURL(file));
    setStatus(t('products.image.uploading'));
    upload.mutate(
      { id: product.id, file },
      {
        onSuccess: (updated) => {
          setSaved(updated.cardImageUrl);
          setLocal(null);
          setStatus(t('products.image.saved'));
        },
        onError: (error) => fail(catalogErrorText(t, error)),
      },
    );
  };

  const shown = local ?? saved;
  return (
    <div role="group" aria-labelledby="product-image-label">
      <Input.Label labelElement="div" id="product-image-label">
        {t('products.image.label')}
      </Input.Label>
      <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'flex-start', xs: 'center' }} mt={4}>
        <Box className={classes.preview} pos="relative">
          {shown ? (
            <Image src={shown} alt={t('products.image.alt', { name: product.name })} w="100%" h="100%" fit="cover" />
          ) : (
            <Center h="100%" c="dimmed">
              <IconCamera size={32} stroke={1.3} aria-hidden />
            </Center>
          )}
          <LoadingOverlay visible={upload.isPending} loaderProps={{ size: 'sm' }} overlayProps={{ blur: 1 }} />
        </Box>
        <Stack gap={6} miw={0} align="flex-start">
          <FileButton onChange={choose} accept="image/*" disabled={upload.isPending}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
                aria-describedby="product-image-hint"
              >
                {saved ? t('products.image.change') : t('products.image.upload')}
              </Button>
            )}
          </FileButton>
          <Text id="product-image-hint" size="xs" c="dimmed">
            {t('products.image.hint')}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite" mih={18}>
            {status}
          </Text>
        </Stack>
      </Flex>
    </div>
  );
}
