// A value of a keyed list (a plan's features, a price per extension): its key is shown, not edited, since keys are
// declared elsewhere in the document (the product's features compared) and a typo in one breaks the check.
import { getDefaultRegistry } from '@rjsf/core';
import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';

const { WrapIfAdditionalTemplate: Plain } = getDefaultRegistry().templates;

export function AdditionalProperty(props: WrapIfAdditionalTemplateProps) {
  const { children, schema, label, disabled, readonly, onRemoveProperty, classNames } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <Plain {...props} />;
  return (
    <div className={`additional ${classNames ?? ''}`}>
      <div className="additional-value">{children}</div>
      <button
        type="button"
        className="icon danger"
        aria-label={`Remove ${label}`}
        title="Remove"
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
      >
        ✕
      </button>
    </div>
  );
}
