/*
 * The charts' styles, with the page that draws them only (the storefront never loads them):
 * @mantine/charts' own, and the colour swatches its legend and tooltip use, which no other
 * screen's styles bring.
 */
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
