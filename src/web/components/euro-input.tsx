import { TextInput, type TextInputProps } from '@mantine/core';

/** An amount in euros as typed (a comma or a point, at most two decimals), the € before it. */
export function EuroInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" leftSection={<span aria-hidden>€</span>} {...props} />;
}
