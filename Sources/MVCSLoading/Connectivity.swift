public import MVCS

/// A service that tells when the device's connectivity changes: it answers a
/// ``ConnectivityRequest`` with the current status as soon as it differs from the known one.
///
/// Register one by name, as any service; a ``ConnectivityMonitor`` turns its answers into a
/// pipeline status. ``InterfaceConnectivity`` is a real one that works on Linux and Apple
/// platforms; swap in your own (one built on `NWPathMonitor`, say) by registering it under the
/// same name. Scene tests fake it like any other service.
///
/// ```swift
/// mediator.register(service: ConnectivityMonitor.serviceName) { InterfaceConnectivity() }
/// ```
///
/// An answer equal to the known status means the service has nothing more to tell: the monitor
/// stops asking. (A fake that answers the same again ends the watch instead of looping.)
public protocol Connectivity: Service
where Request == ConnectivityRequest, Response == ConnectivityStatus {}
