import { onTestFinished, vi } from 'vitest';

/**
 * happy-dom lays nothing out, so a Recharts chart (under @mantine/charts) measures its container
 * at 0 × 0, draws nothing and warns. For the test that calls this, every chart's container is
 * `width` × `height` px (Recharts reads the content box from clientWidth and clientHeight, told to
 * measure again by ResizeObserver); other elements keep happy-dom's 0. Undone when the test ends.
 */
export function layOutCharts(width = 800, height = 300) {
  const isChart = (element: Element) => element.classList.contains('recharts-responsive-container');
  const measured = (size: number, original: PropertyDescriptor | undefined) =>
    function (this: HTMLElement) {
      return isChart(this) ? size : ((original?.get?.call(this) as number | undefined) ?? 0);
    };
  const widthBefore = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const heightBefore = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const clientWidth = vi
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockImplementation(measured(width, widthBefore));
  const clientHeight = vi
    .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
    .mockImplementation(measured(height, heightBefore));
  onTestFinished(() => {
    clientWidth.mockRestore();
    clientHeight.mockRestore();
  });
}
