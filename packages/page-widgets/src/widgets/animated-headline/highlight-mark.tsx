/**
 * The highlight's marks as SVG paths in a 500 × 150 box stretched over the words; each is measured as length 1,
 * so one dash offset (highlight.ts) draws any of them. Apart from the CSS so the editor loads them with the
 * headline's component, not with every page.
 */
import type { MarkerShape } from './highlight.js';

const PATHS: Record<MarkerShape, string[]> = {
  circle: [
    'M325 18C228.7-8.3 118.5 8.3 78 21 22.4 38.4 4.6 54.6 5.6 77.6c1.4 32.4 52.2 54 142.6 63.7 66.2 7.1 212.2 7.5 273.5-8.3 64.4-16.6 104.3-57.6 33.8-98.2C386.7-4.9 179.4-1.4 126.3 20.7',
  ],
  curly: [
    'M3 146.1c17.1-8.8 33.5-17.8 51.4-17.8 15.6 0 17.1 18.1 30.2 18.1 22.9 0 36-18.6 53.9-18.6 17.1 0 21.3 18.5 37.5 18.5 21.3 0 31.8-18.6 49-18.6 22.1 0 18.8 18.8 36.8 18.8 18.8 0 37.5-18.6 49-18.6 20.4 0 17.1 19 36.8 19 22.9 0 36.8-20.6 54.7-18.6 17.7 1.4 7.1 19.5 33.5 18.8 17.1 0 47.2-6.5 61.1-15.6',
  ],
  underline: ['M7.7 145.6C109 125 299.9 116.2 401 121.3c42.1 2.2 87.6 11.8 87.3 25.7'],
  double: [
    'M8.4 143.1c14.2-8 97.6-8.8 200.6-9.2 122.3-.4 287.5 7.2 287.5 7.2',
    'M8 19.4c72.3-5.3 162-7.8 216-7.8s136.2 0 267 7.8',
  ],
  double_underline: [
    'M5 125.4c30.5-3.8 137.9-7.6 177.3-7.6 117.2 0 252.2 4.7 312.7 7.6',
    'M26.9 143.8c55.1-6.1 126-6.3 162.2-6.1 46.5.2 203.9 3.2 268.9 6.4',
  ],
  underline_zigzag: [
    'M9.3 127.3c49.3-3 150.7-7.6 199.7-7.4 121.9.4 189.9.4 282.3 7.2-111.2 2.5-310.1 3.5-421.3 11.9 82.6-2.9 254.2-1 335.9 1.3-56 1.4-137.2-.3-197.1 9',
  ],
  diagonal: ['M13.5 15.5c131 13.7 289.3 55.5 475 125.5'],
  strikethrough: ['M3 75h493.5'],
  x: ['M497.4 23.9C301.6 40 155.9 80.6 4 144.4', 'M14.1 27.6c204.5 20.3 393.8 74 467.3 111.7'],
};

export function HighlightMark({ shape }: { shape: MarkerShape }) {
  return (
    <svg className="ah-mark" viewBox="0 0 500 150" preserveAspectRatio="none" aria-hidden="true">
      {PATHS[shape].map((d) => (
        <path key={d} d={d} pathLength={1} vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}
