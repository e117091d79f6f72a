/**
 * A uPlot chart drawn into the returned box: created when its options change, given new figures with
 * setData otherwise, resized with the box and destroyed on unmount. uPlot draws on a canvas, so a long
 * range costs one element, not one per point.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import { useAdoptedSheet } from '../components/use-adopted-sheet.js';
import chartsCss from './charts.css' with { type: 'text' };

/** Narrower than this, the axes' labels would cover the plot. */
const MIN_WIDTH = 200;

export type PlotOptions = Omit<uPlot.Options, 'width'>;

export function usePlot(options: PlotOptions, data: uPlot.AlignedData) {
  useAdoptedSheet(`${uplotCss}\n${chartsCss}`);
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const figures = useRef(data);

  // Declared before the one below, so a new plot starts from the figures of the same render.
  useEffect(() => {
    figures.current = data;
    plot.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(el.clientWidth, MIN_WIDTH);
    plot.current = new uPlot({ ...options, width: width() }, figures.current, el);
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: width(), height: options.height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [options]);

  return box;
}
