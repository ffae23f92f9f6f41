import { Column, Row, Text } from '@react-email/components';

/** The shop's colours in mail: the web theme's "ink blue" (brand 7), which keeps white text above AA. */
export const colors = {
  brand: '#2549c6',
  text: '#1a1b1e',
  muted: '#495057',
  page: '#f1f3f5',
  card: '#ffffff',
  border: '#dee2e6',
  panel: '#f8f9fa',
} as const;

/** System fonts only: web fonts are blocked or slow in most mail clients. */
export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * A camera drawn with two table cells and a ring, so no image has to load (many clients block
 * them) and nothing shows in the text part. Clients that ignore border-radius draw it square.
 */
function CameraMark() {
  const pixel = { fontSize: 0, lineHeight: 0 } as const;
  return (
    <table role="presentation" aria-hidden="true" cellPadding={0} cellSpacing={0} border={0} data-skip-in-text="true">
      <tbody>
        <tr>
          <td style={{ paddingLeft: '8px' }}>
            <div
              style={{
                ...pixel,
                width: '12px',
                height: '5px',
                backgroundColor: colors.brand,
                borderRadius: '3px 3px 0 0',
              }}
            >
              &nbsp;
            </div>
          </td>
        </tr>
        <tr>
          <td
            style={{
              width: '36px',
              height: '26px',
              backgroundColor: colors.brand,
              borderRadius: '6px',
              textAlign: 'center',
              verticalAlign: 'middle',
            }}
          >
            <div
              style={{
                ...pixel,
                display: 'inline-block',
                width: '10px',
                height: '10px',
                border: `3px solid ${colors.card}`,
                borderRadius: '50%',
              }}
            >
              &nbsp;
            </div>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The mark and the shop's name, as the head of every mail. */
export function BrandHeader() {
  return (
    <Row>
      <Column style={{ width: '48px', verticalAlign: 'middle' }}>
        <CameraMark />
      </Column>
      <Column style={{ verticalAlign: 'middle' }}>
        <Text
          style={{
            margin: 0,
            fontSize: '22px',
            lineHeight: '28px',
            fontWeight: 700,
            color: colors.text,
            letterSpacing: '-0.2px',
          }}
        >
          Framehire
        </Text>
      </Column>
    </Row>
  );
}
