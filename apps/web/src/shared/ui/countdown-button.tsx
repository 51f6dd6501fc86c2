import Button from 'antd-mobile/es/components/button';

interface Props {
  /** Seconds left of the wait (from `useCountdown`); the button is disabled while above 0. */
  left: number;
  loading: boolean;
  onClick: () => void;
  /** The caller's own translated labels, so this stays text-free and any feature can use it. */
  label: string;
  waitingLabel: (seconds: number) => string;
}

/** The small outlined "send code" button of a form row, showing the countdown while it waits. */
export function CountdownButton({ left, loading, onClick, label, waitingLabel }: Props) {
  return (
    <Button
      type="button"
      size="small"
      color="primary"
      fill="outline"
      disabled={left > 0}
      loading={loading}
      onClick={onClick}
    >
      {left > 0 ? waitingLabel(left) : label}
    </Button>
  );
}
