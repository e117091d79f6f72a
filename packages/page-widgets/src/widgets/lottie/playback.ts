/**
 * Lottie playback arithmetic (§3, §4): the frame range from the start and
 * end points (percent of the animation), the frame shown at a scroll
 * position for bind_to_scroll (between the viewport start and end points),
 * and when a loop with number_of_times is done.
 */
export interface FrameRange {
  first: number;
  last: number;
}

/** Frames between the start and end points (0–100 % of `totalFrames`). */
export function frameRange(totalFrames: number, startPoint: number, endPoint: number): FrameRange {
  const lo = Math.min(startPoint, endPoint);
  const hi = Math.max(startPoint, endPoint);
  return { first: Math.round((totalFrames * lo) / 100), last: Math.round((totalFrames * hi) / 100) };
}

/**
 * Progress 0–1 of an element through the viewport: 0 when its top reaches
 * `start` % from the bottom of the viewport, 1 when it reaches `end` %.
 */
export function viewportProgress(
  top: number,
  height: number,
  viewportHeight: number,
  start: number,
  end: number,
): number {
  // Distance travelled: from the element's top at the viewport bottom to its bottom at the viewport top.
  const travel = viewportHeight + height;
  const passed = (viewportHeight - top) / travel;
  const from = start / 100;
  const to = end / 100;
  if (to <= from) return passed >= from ? 1 : 0;
  return Math.min(1, Math.max(0, (passed - from) / (to - from)));
}

/** Progress 0–1 of the page's scroll (effects relative to the page). */
export function pageProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const max = scrollHeight - viewportHeight;
  return max <= 0 ? 0 : Math.min(1, Math.max(0, scrollY / max));
}

export function frameAt(range: FrameRange, progress: number): number {
  return Math.round(range.first + (range.last - range.first) * progress);
}

/** With loop and number_of_times N, playback stops after N completed loops (0 means forever). */
export function loopsDone(completed: number, numberOfTimes: number): boolean {
  return numberOfTimes > 0 && completed >= numberOfTimes;
}
