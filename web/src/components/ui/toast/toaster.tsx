import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

/** Renders the toast store; mount once, near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, open, duration }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
