import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The section: its questions, one under another. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="space-y-6">
      {properties.map((property) => (property.hidden ? null : <div key={property.name}>{property.content}</div>))}
    </div>
  );
}
