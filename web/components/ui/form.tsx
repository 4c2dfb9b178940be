import type { ComponentProps } from 'react';

type FormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Runs on submit instead of a page load; a returned promise is the caller's to handle. */
  onSubmit: () => unknown;
};

/** A form that submits in place: the page never reloads, whatever `onSubmit` returns. */
export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <form
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    />
  );
}
