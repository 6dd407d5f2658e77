import { useCallback, useRef, useState } from 'react'

type CallState<Output, Failure> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: Output }
  | { status: 'error'; error: Failure }

interface Handlers<Output, Failure> {
  onSuccess?: (data: Output) => void
  onError?: (error: Failure) => void
}

/**
 * One server call's state, for the sign-in screens: they load without React Query (README, "The
 * first load on a phone"). Only the latest call is heard: a reset, or a call made since, leaves an
 * earlier answer unheard. `call` must keep its identity across renders (a module's function).
 */
export function useCall<Input, Output, Failure>(call: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<CallState<Output, Failure>>({ status: 'idle' })
  const latest = useRef(0)

  const mutate = useCallback(
    (input: Input, handlers: Handlers<Output, Failure> = {}) => {
      const id = ++latest.current
      setState({ status: 'pending' })
      call(input).then(
        (data) => {
          if (id !== latest.current) return
          setState({ status: 'success', data })
          handlers.onSuccess?.(data)
        },
        (error: Failure) => {
          if (id !== latest.current) return
          setState({ status: 'error', error })
          handlers.onError?.(error)
        },
      )
    },
    [call],
  )

  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle' })
  }, [])

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  }
}
