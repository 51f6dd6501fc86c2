import type { TapDay } from '@vidmatrix/contract/touch-card-public';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, type TapMeasure } from '../tap-data';
import styles from './touch-card-console.module.css';

/** A colour per measure, told apart also by the legend's names (and the table below). */
const COLORS: Record<TapMeasure, string> = {
  taps: '#1456e0',
  clicks: '#2b7a0b',
  copies_generated: '#8f5600',
  copies_copied: '#7c3aed',
  posts_started: '#cf1322',
};

interface TapChartProps {
  days: readonly TapDay[];
  measures: readonly TapMeasure[];
  label: (measure: TapMeasure) => string;
  /** The x series' name in the legend (uPlot writes "Value" without one). */
  dayLabel: string;
  /** The date of the day at this index, as the page's language writes it. */
  formatDay: (index: number) => string;
}

/**
 * The per-day lines of /PenCardData, drawn by uPlot (≈ 20 KB gzip, canvas): small enough for
 * a phone and imported by this page only, so no other page downloads it.
 */
export function TapChart({ days, measures, label, dayLabel, formatDay }: TapChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 280);
    const plot = new uPlot(
      {
        width: width(),
        height: 300,
        scales: { x: { time: false } },
        axes: [
          // Only whole indexes are days; uPlot may put ticks between them on a short range.
          { values: (_, ticks) => ticks.map((i) => (Number.isInteger(i) ? formatDay(i) : '')), space: 60 },
          { values: (_, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [
          { label: dayLabel, value: (_, v) => (v == null ? '' : formatDay(v)) },
          ...measures.map((m) => ({ label: label(m), stroke: COLORS[m], width: 2, points: { show: true } })),
        ],
      },
      chartColumns(days, measures) as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 300 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, measures, label, dayLabel, formatDay]);
  return <div ref={box} className={styles.chart} data-testid="tap-chart" />;
}
