import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Descriptions, Grid, type TableColumnType, type TableProps } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A console table column with its priority: without `from` it shows at every width; with it,
 * only from that antd breakpoint up (md ≥ 768, lg ≥ 992, xl ≥ 1200, xxl ≥ 1600 px of window),
 * and below it the column's value moves into the row's expanded part. So a table fits a
 * 1280-px desk and a phone without scrolling sideways, and nothing is cut off (issue 27).
 */
export interface PriorityColumn<T> extends TableColumnType<T> {
  /** The breakpoint from which the column shows; `expanded`: always in the expanded part. */
  from?: Breakpoint | 'expanded';
}

function cellOf<T>(column: PriorityColumn<T>, record: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number'
      ? (record as Record<string | number, unknown>)[path]
      : undefined;
  if (column.render) {
    const rendered: unknown = column.render(value, record, index);
    // A render may answer a cell description ({ children, props }); the expanded part wants the content.
    if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
      return (rendered as { children?: ReactNode }).children ?? null;
    }
    return rendered as ReactNode;
  }
  return value as ReactNode;
}

/** The columns that show at the window's width, in their order. */
export function useShownColumns<C extends { from?: PriorityColumn<unknown>['from'] }>(columns: C[]): C[] {
  const screens = Grid.useBreakpoint();
  return columns.filter((c) => !c.from || (c.from !== 'expanded' && screens[c.from] === true));
}

/**
 * The columns shown at the window's width, and an `expandable` whose rows show the others as
 * label–value pairs (none when every column fits). Spread both into the antd Table.
 */
export function useResponsiveColumns<T>(
  columns: PriorityColumn<T>[],
): Pick<TableProps<T>, 'columns' | 'expandable'> {
  const { t } = useTranslation('common');
  const shown = useShownColumns(columns);
  const visible = shown.map(({ from: _from, ...column }) => column);
  const hidden = columns.filter((c) => !shown.includes(c));
  if (!hidden.length) return { columns: visible };
  return {
    columns: visible,
    expandable: {
      // Our own button: its name says what it opens, in the page's language.
      expandIcon: ({ expanded, onExpand, record }) => (
        <Button
          type="text"
          size="small"
          aria-expanded={expanded}
          aria-label={expanded ? t('table.collapse') : t('table.expand')}
          icon={expanded ? <DownOutlined /> : <RightOutlined />}
          onClick={(event) => onExpand(record, event)}
        />
      ),
      expandedRowRender: (record, index) => (
        <Descriptions
          size="small"
          column={1}
          items={hidden.map((c, i) => ({
            key: String(c.key ?? c.dataIndex ?? i),
            label: c.title as ReactNode,
            children: cellOf(c, record, index),
          }))}
        />
      ),
    },
  };
}
