import { Button, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colors } from './brand';

const bodyText = { fontSize: '16px', lineHeight: '24px', color: colors.text } as const;

export function Paragraph(props: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ ...bodyText, margin: '0 0 16px', color: props.muted ? colors.muted : colors.text }}>
      {props.children}
    </Text>
  );
}

/**
 * The mail's one action: a button about 48 px tall (a comfortable tap), and under it the same
 * address as a link for clients that lose the button. The text part shows the button's label and
 * its address, so the link is written out only in the HTML.
 */
export function ActionButton(props: { href: string; label: string; fallback: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={props.href}
        data-button="true"
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          borderRadius: '6px',
          padding: '14px 24px',
          textAlign: 'center',
        }}
      >
        {props.label}
      </Button>
      <Text
        data-skip-in-text="true"
        style={{ margin: '16px 0 0', fontSize: '13px', lineHeight: '20px', color: colors.muted }}
      >
        {props.fallback}{' '}
        <Link href={props.href} style={{ color: colors.brand, textDecorationLine: 'underline' }}>
          {props.href}
        </Link>
      </Text>
    </Section>
  );
}

export type Detail = {
  label: string;
  /** Several values (serial numbers) are listed with commas, none of them broken across lines. */
  value: string | string[];
  /** A customer's own words read better in the normal weight than in the facts' bold. */
  prose?: boolean;
};

/**
 * Facts about a record (product, dates, units, total), the label above its value so that no
 * column gets squeezed on a phone. The text part puts them on one line, "Product: Canon EOS R5".
 */
export function Details(props: { rows: Detail[] }) {
  const last = props.rows.length - 1;
  return (
    <Section
      style={{
        margin: '0 0 24px',
        backgroundColor: colors.panel,
        border: `1px solid ${colors.border}`,
        borderRadius: '8px',
      }}
    >
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
        <tbody>
          {props.rows.map(({ label, value, prose }, index) => (
            <tr key={label}>
              <td style={{ padding: `${index === 0 ? 14 : 8}px 16px ${index === last ? 14 : 8}px` }}>
                <div data-text="label" style={{ fontSize: '13px', lineHeight: '18px', color: colors.muted }}>
                  {label}
                </div>
                <div data-text="inline" style={{ ...bodyText, fontWeight: prose ? 400 : 600 }}>
                  {Array.isArray(value)
                    ? value.map((part, at) => (
                        <span key={at}>
                          {at > 0 && ', '}
                          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
                        </span>
                      ))
                    : value}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/**
 * A second, quieter way on ("Forgot your password? Choose a new password"): a link in the
 * sentence, yet in the text part written out on its own line like the button.
 */
export function SecondaryAction(props: { question: string; href: string; label: string }) {
  return (
    <Text style={{ ...bodyText, margin: '0 0 16px' }}>
      {props.question}{' '}
      <Link
        href={props.href}
        data-button="true"
        style={{ color: colors.brand, fontWeight: 600, textDecorationLine: 'underline' }}
      >
        {props.label}
      </Link>
    </Text>
  );
}
