// A group of the form that opens and closes: its heading is a button, and its fields are only drawn while open.
import type { ReactNode } from 'react';
import { groupId, useOpenGroups } from './open-groups.tsx';

interface Props {
  /** The field id of what the group holds (root_plans_0) */
  id: string;
  heading: ReactNode;
  /** Buttons beside the heading (move, remove) */
  tools?: ReactNode;
  className?: string;
  children: () => ReactNode;
}

export function Disclosure({ id, heading, tools, className = '', children }: Props) {
  const groups = useOpenGroups();
  const open = groups.isOpen(id);
  return (
    <section className={`group ${className}`} id={groupId(id)} aria-labelledby={`${id}__title`}>
      <div className="group-head">
        <button
          type="button"
          className="disclosure"
          id={`${id}__title`}
          aria-expanded={open}
          aria-controls={`${id}__body`}
          onClick={() => groups.toggle(id)}
        >
          <span className="chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="heading">{heading}</span>
        </button>
        {tools}
      </div>
      {open && (
        <div className="group-body" id={`${id}__body`}>
          {children()}
        </div>
      )}
    </section>
  );
}
