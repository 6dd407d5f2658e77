import type { ReactNode } from 'react'

type Renderable<Context> = ReactNode | ((context: Context) => ReactNode)

function Rendered<Context>({
  render,
  context,
}: {
  render: (context: Context) => ReactNode
  context: Context
}) {
  return render(context)
}

/**
 * A column's header, cell or footer, rendered under one component type for every column. The
 * column definitions are written anew on each render (they close over live state), and rendering a
 * fresh function as a component would mount its buttons afresh each time: a button with the focus
 * would lose it whenever a live update arrives.
 */
export function stableRender<Context>(renderable: Renderable<Context>, context: Context): ReactNode {
  return typeof renderable === 'function' ? <Rendered render={renderable} context={context} /> : renderable
}
