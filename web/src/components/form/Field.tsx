// A react-hook-form field rendered with antd: label, the control, and the first error.
// Forms validate on submit, then again on every change (spec §5).
// For screen readers (issue: outside testers): the control says it is invalid (aria-invalid) and is
// described by its error, which is an alert (a live region), so a new error is announced too.
// The item's markup is antd's Form.Item's, with its classes, drawn here: a full Form.Item is a grid
// row that re-renders itself (and its control) as the page comes alive, plus an animated error list,
// and a tool form has up to 22 of them — on a phone that was a fifth of the blocking time of a tool
// page. A noStyle Form.Item around the control still gives it antd's error status (its red border).
import { Form } from 'antd';
import { useId, useLayoutEffect, useRef, type ReactElement } from 'react';
import { THEME_SCOPE } from '../../app/theme.ts';
import { Controller, type Control, type ControllerRenderProps, type ControllerFieldState, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Renders the control from the field's value and onChange. */
  render: (field: { id: string; value: unknown; onChange: (value: unknown) => void; onBlur: () => void; invalid: boolean }) => ReactElement;
  extra?: string;
  required?: boolean;
}

export function Field<T extends FieldValues>({ control, name, label, render, extra, required }: FieldProps<T>) {
  // Unique per form instance: two forms on one page (sign-in and sign-up tabs) share field names.
  const id = `${useId()}${String(name)}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <FieldBody id={id} label={label} render={render} extra={extra} required={required} field={field} fieldState={fieldState} />}
    />
  );
}

function FieldBody<T extends FieldValues>({
  id,
  label,
  render,
  extra,
  required,
  field,
  fieldState,
}: Pick<FieldProps<T>, 'label' | 'render' | 'extra' | 'required'> & { id: string; field: ControllerRenderProps<T, FieldPath<T>>; fieldState: ControllerFieldState }) {
  const message = fieldState.error?.message;
  const errorId = `${id}-error`;
  const wrapper = useRef<HTMLSpanElement | null>(null);
  // The control is drawn by the caller (and by antd, for a Select its inner input): its ARIA state is
  // set here, on whatever focusable element it turned out to be, so every form gets it the same way.
  useLayoutEffect(() => {
    const element = wrapper.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    // A group of chips says it as a group; any other control on its focusable element.
    const control = element?.getAttribute('role') === 'group' ? element : wrapper.current && controlIn(wrapper.current, id);
    if (!control) return;
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', errorId);
    } else {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    }
  });
  const scope = `${THEME_SCOPE} ant-form-css-var`;
  return (
    <div className={`ant-form-item ${scope}${message ? ' ant-form-item-with-help ant-form-item-has-error' : ''} ant-form-item-vertical`}>
      <div className="ant-row ant-form-item-row">
        <div className="ant-col ant-form-item-label">
          <label htmlFor={id} className={required ? 'ant-form-item-required' : ''} title={label}>
            {label}
          </label>
        </div>
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              {/* The first invalid field after a failed submit is focused and scrolled to the middle of the
                  screen (react-hook-form's shouldFocusError calls this ref), so on a phone the error is seen. */}
              <span
                style={{ display: 'contents' }}
                ref={(element) => {
                  wrapper.current = element;
                  field.ref(element ? { focus: () => focusControl(id) } : null);
                }}
              >
                {/* antd's status (a red border) reaches the control from here, as from a full Form.Item. */}
                <Form.Item noStyle validateStatus={message ? 'error' : ''}>
                  {render({ id, value: field.value, onChange: field.onChange, onBlur: field.onBlur, invalid: Boolean(message) })}
                </Form.Item>
              </span>
            </div>
          </div>
          {(message || extra) && (
            <div className="ant-form-item-additional">
              {message && (
                <div className={`ant-form-item-explain ${scope} ant-form-item-explain-connected`}>
                  <div className="ant-form-item-explain-error">
                    <span id={errorId} role="alert">
                      {message}
                    </span>
                  </div>
                </div>
              )}
              {extra && <div className="ant-form-item-extra">{extra}</div>}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** The control with this id (or the first focusable element inside it, for a group of chips). */
function controlIn(root: ParentNode, id: string): HTMLElement | null {
  const element = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  return element?.matches(FOCUSABLE) ? element : (element?.querySelector<HTMLElement>(FOCUSABLE) ?? null);
}

/** Focus the control with this id (or the first focusable element inside it, for a group of chips). */
function focusControl(id: string) {
  const target = controlIn(document, id);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
