import type { ComponentProps } from 'react';

type FormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Runs on submit instead of a page load; a returned promise is the caller's to handle. */
  onSubmit: () => unknown;
};

/** A form that submits in place: the page never reloads, whatever `onSubmit` returns. */
export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <form
      // Never a GET with the fields in the address, should it be sent before the app runs.
      method="post"
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    />
  );
}
