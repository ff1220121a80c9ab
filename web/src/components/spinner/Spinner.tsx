// The spinner of the first screens (the account loading in the header, a screen's code loading): plain
// CSS (styles.css .spinner). antd's Spin brought about 2 kB of gzipped JS to every first load for a ring;
// screens loaded later keep using antd's Spin where a component wraps content.
export function Spinner({ size = 'small', label }: { size?: 'small' | 'large'; label: string }) {
  return <span className={size === 'large' ? 'spinner spinner-large' : 'spinner'} role="status" aria-label={label} />;
}

/** A screen's code or data loading, in the middle of the page. */
export function CenteredSpinner() {
  return (
    <div className="centered-spinner">
      <Spinner size="large" label="Loading" />
    </div>
  );
}
