import type { TapDay } from '@vidmatrix/contract/touch-card-public';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Input,
  Result,
  Row,
  Select,
  Segmented,
  Spin,
  Statistic,
  Table,
} from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import {
  useResponsiveColumns,
  useShownColumns,
  type PriorityColumn,
} from '../../../../shared/ui/responsive-table';
import { useTapData, useTouchCards } from '../api';
import { TapChart } from '../components/tap-chart';
import {
  clickedKinds,
  isoDay,
  lastDays,
  measureOf,
  TAP_MEASURES,
  validRange,
  type TapMeasure,
} from '../tap-data';

const PRESETS = [7, 30, 90] as const;

/**
 * /PenCardData (also /console/touch-card-data): a card's or the whole team's taps, clicks per
 * function item, copies generated and copied and posts started, per day over a chosen range,
 * as lines (uPlot) and a table. `?code=` picks the card; without it, the team.
 */
export function PenCardDataPage() {
  const { t, i18n } = useTranslation('touch-card-console');
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const [range, setRange] = useState(() => lastDays(new Date()));
  const cards = useTouchCards();
  const data = useTapData({ code, ...range });

  const label = useCallback((m: TapMeasure) => t(`data.measures.${m}`), [t]);
  const days = data.data?.days;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
    [i18n.language],
  );
  const formatDay = useCallback(
    (index: number) => {
      const day = days?.[index];
      return day ? dateFormat.format(new Date(`${day.date}T00:00:00Z`)) : '';
    },
    [days, dateFormat],
  );
  const kinds = data.data ? clickedKinds(data.data.totals) : [];
  // Date, taps and clicks always; the other measures from a tablet up, and each function item's
  // clicks under the day's expand: eighteen columns fit no screen (issue 27).
  const dayColumns: (PriorityColumn<TapDay> & { total: (d: Omit<TapDay, 'date'>) => ReactNode })[] = [
    { title: t('data.date'), dataIndex: 'date', total: () => t('data.total') },
    ...TAP_MEASURES.map((m) => ({
      title: label(m),
      key: m,
      align: 'right' as const,
      from: m === 'taps' || m === 'clicks' ? undefined : ('md' as const),
      render: (_: unknown, d: TapDay) => measureOf(d, m),
      total: (d: Omit<TapDay, 'date'>) => measureOf(d, m),
    })),
    ...kinds.map((k) => ({
      title: t(`items.kinds.${k}`),
      key: `click-${k}`,
      from: 'expanded' as const,
      render: (_: unknown, d: TapDay) => d.clicks[k],
      total: (d: Omit<TapDay, 'date'>) => d.clicks[k],
    })),
  ];
  const table = useResponsiveColumns(dayColumns);
  const shownColumns = useShownColumns(dayColumns);

  const setDay = (end: 'from' | 'to', value: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value))
      setRange((r) => validRange(end === 'from' ? value : r.from, end === 'to' ? value : r.to));
  };

  let body;
  if (data.isPending) {
    body = (
      <Flex justify="center">
        <Spin />
      </Flex>
    );
  } else if (data.isError || !data.data || !days) {
    body = (
      <Result
        status="error"
        title={t('data.failed')}
        subTitle={data.error?.message}
        extra={<Button onClick={() => void data.refetch()}>{t('data.retry')}</Button>}
      />
    );
  } else {
    const totals = data.data.totals;
    body = (
      <>
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {TAP_MEASURES.map((m) => (
            <Col key={m} xs={12} md={8} xl={4}>
              <Statistic title={label(m)} value={measureOf(totals, m)} data-testid={`total-${m}`} />
            </Col>
          ))}
        </Row>
        <Card size="small" title={t('data.chart')} style={{ marginBottom: 16 }}>
          <TapChart
            days={days}
            measures={TAP_MEASURES}
            label={label}
            dayLabel={t('data.date')}
            formatDay={formatDay}
          />
        </Card>
        <Card size="small" title={t('data.table')}>
          <Table<TapDay>
            rowKey="date"
            size="small"
            pagination={false}
            dataSource={days}
            data-testid="tap-table"
            {...table}
            summary={() => (
              <Table.Summary.Row>
                {/* The expand column, when the table has one, comes first. */}
                {[...(table.expandable ? [''] : []), ...shownColumns.map((c) => c.total(totals))].map(
                  (v, i) => (
                    <Table.Summary.Cell key={i} index={i} align={i > 0 ? 'right' : undefined}>
                      {v}
                    </Table.Summary.Cell>
                  ),
                )}
              </Table.Summary.Row>
            )}
          />
          {kinds.length > 0 && (
            <Descriptions
              size="small"
              style={{ marginTop: 16 }}
              title={t('data.clicksByItem')}
              column={{ xs: 1, md: 2, xl: 3 }}
              items={kinds.map((k) => ({ key: k, label: t(`items.kinds.${k}`), children: totals.clicks[k] }))}
            />
          )}
        </Card>
      </>
    );
  }

  return (
    <Card
      title={t('data.title')}
      extra={
        <Flex gap={8} wrap align="center">
          <Select
            aria-label={t('data.card')}
            style={{ minWidth: 200 }}
            value={code}
            onChange={(next) => setParams(next ? { code: next } : {})}
            loading={cards.isPending}
            options={[
              { value: '', label: t('data.allCards') },
              ...(cards.data?.items ?? []).map((c) => ({
                value: c.code,
                label: `${c.title ?? c.label ?? c.code} (${c.code})`,
              })),
            ]}
          />
          <Segmented<number | 'custom'>
            value={
              PRESETS.find((n) => JSON.stringify(lastDays(new Date(), n)) === JSON.stringify(range)) ??
              'custom'
            }
            onChange={(n) => n !== 'custom' && setRange(lastDays(new Date(), n))}
            options={PRESETS.map((n) => ({ value: n, label: t('data.lastDays', { n }) }))}
          />
          <Input
            type="date"
            aria-label={t('data.from')}
            value={range.from}
            max={isoDay(new Date())}
            onChange={(e) => setDay('from', e.target.value)}
            style={{ width: 150 }}
          />
          <Input
            type="date"
            aria-label={t('data.to')}
            value={range.to}
            max={isoDay(new Date())}
            onChange={(e) => setDay('to', e.target.value)}
            style={{ width: 150 }}
          />
        </Flex>
      }
    >
      {body}
    </Card>
  );
}
