import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/languages';
import { BrandHeader, colors, fontFamily } from './brand';
import { commonTexts } from './common-texts';

/**
 * The frame of every mail: one column of at most 600 px on a grey page, the brand at the top,
 * the shop's line and why the reader gets the mail at the foot. Styles are inline, layout is
 * tables (react-email's components), so Gmail, Outlook and phone clients read it alike.
 */
export function MailLayout(props: {
  language: Language;
  /** The line most clients show after the subject in the inbox. */
  preview: string;
  title: string;
  /** Why this address receives the mail, for the footer. */
  reason: string;
  children: ReactNode;
}) {
  return (
    <Html lang={props.language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 12px', fontFamily }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderTop: `4px solid ${colors.brand}`,
            borderRadius: '8px',
            // A German compound in a product name is wider than a phone: break it rather than
            // widen the page ('anywhere' also narrows the table's minimum width; the older
            // 'break-word' is for WebKit clients before it).
            overflowWrap: 'anywhere',
            wordBreak: 'break-word',
          }}
        >
          <Section style={{ padding: '24px 24px 8px' }}>
            <BrandHeader />
          </Section>
          <Section style={{ padding: '0 24px' }}>
            <Heading
              as="h1"
              style={{
                margin: '16px 0',
                fontSize: '24px',
                lineHeight: '32px',
                fontWeight: 700,
                color: colors.text,
                hyphens: 'auto',
              }}
            >
              {props.title}
            </Heading>
            {props.children}
          </Section>
          <Section style={{ padding: '0 24px 24px' }}>
            <Hr style={{ margin: '8px 0 16px', borderTop: `1px solid ${colors.border}` }} />
            <Text style={{ margin: '0 0 4px', fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
              {`Framehire · ${commonTexts[props.language].tagline}`}
            </Text>
            <Text style={{ margin: 0, fontSize: '13px', lineHeight: '20px', color: colors.muted }}>{props.reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
