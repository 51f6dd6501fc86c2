import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { useContext, type ReactNode } from 'react';

function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children;
}

/**
 * `rowSelection.columnTitle` for tables that scroll sideways: antd copies every column title
 * into a hidden row it measures widths with, and the select-all checkbox there is an invisible
 * second Tab stop (axe: aria-hidden-focus). The copy leaves it out; the header keeps it. antd's
 * own tooltips and filter menus read the same context for the same reason.
 */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>;
}
