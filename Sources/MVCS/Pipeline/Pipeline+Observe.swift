extension _KeyPathObservable where Self: Pipeline {
  /// Calls a handler after each write to a property, for as long as its owner lives.
  ///
  /// ```swift
  /// pipeline.observe(\.requestFinished, by: view) { view, change in
  ///   view.reload()
  /// }
  /// pipeline.observe(\.photoList.photos, by: listView, initial: true) { view, change in
  ///   view.show(change.newValue)
  /// }
  /// ```
  ///
  /// Handlers run synchronously on the main actor after the value is stored, in the order they
  /// were added, and receive the old and new values. A handler may write other properties (their
  /// observers run first, depth first) and may add or cancel observations: a cancelled one is not
  /// called again, and a new one is first called for the next change.
  ///
  /// The pipeline never keeps `owner` alive. The observation ends when the owner is released,
  /// when the pipeline is released, when the scene is torn down, or when you cancel it. Use the
  /// owner the handler receives rather than capturing it, or the handler keeps it alive.
  ///
  /// Observations that a scene's view, controller, store or substore adds in `addObservers()`
  /// belong to the scene, which keeps those parts alive anyway: they end when the scene is torn
  /// down or released, and cost less to deliver (no weak reference to load). Any other
  /// observation holds its owner weakly.
  ///
  /// - Parameters:
  ///   - keyPath: A property declared with `@Piped`, `@Flag`, `@Status`, `@Input` or `@Context`,
  ///     here or in a child pipeline (`\.photoList.photos`).
  ///   - owner: The object the observation belongs to, usually the view, controller or store.
  ///   - initial: Whether to call the handler once now, with the current value.
  ///   - fileID: Where the observation is added, for the journal; leave the default.
  ///   - line: The line the observation is added on, for the journal; leave the default.
  ///   - handler: Called with the owner and the change.
  /// - Returns: A handle to cancel the observation early. If `keyPath` is not a pipeline
  ///   property, the returned observation is inactive and a ``Diagnostic`` says why.
  @discardableResult @inlinable
  public func observe<Value, Owner: AnyObject>(
    _ keyPath: KeyPath<Self, Value>,
    by owner: Owner,
    initial: Bool = false,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ handler: @escaping @MainActor (Owner, Change<Value>) -> Void
  ) -> PipelineObservation {
    // Inlinable, so that the caller's module specialises it: unspecialised, each generic type it
    // makes (the entry, the property's state) was a run-time metadata lookup.
    guard let property = observableProperty(at: keyPath) else {
      return Pipeline.notAPipelineProperty(
        Self.self, valueType: Value.self, owner: Owner.self, fileID: fileID, line: line)
    }
    let scope = currentAssemblyScope
    let entry: ObserverEntry<Value> =
      if let scope, scope.isPart(owner) {
        SceneObserverEntry(owner: owner, fileID: fileID, line: line, handler: handler)
      } else {
        WeakObserverEntry(owner: owner, fileID: fileID, line: line, handler: handler)
      }
    property.add(entry)
    track(entry, in: scope)
    if initial {
      let value = property.value
      handler(owner, Change(oldValue: value, newValue: value, isInitial: true))
    }
    return entry
  }
}

extension Pipeline {
  /// Reports an observation of something that is not a pipeline property, and returns the
  /// inactive observation `observe` returns for it.
  @usableFromInline
  static func notAPipelineProperty(
    _ pipeline: Any.Type, valueType: Any.Type, owner: Any.Type, fileID: StaticString, line: UInt
  ) -> PipelineObservation {
    Diagnostics.report(
      .notAPipelineProperty(
        pipeline: String(describing: pipeline), valueType: String(describing: valueType),
        owner: String(describing: owner), fileID: fileID, line: line))
    return PipelineObservation()
  }

  /// Notes an observation made through this pipeline, so that tearing the scene down ends it.
  // Consuming: where `observe`'s handle is discarded, the caller hands over its reference to the
  // entry rather than retaining it for the list and releasing its own.
  @usableFromInline
  final func track(_ entry: consuming AnyObserverEntry, in scope: AssemblyScope?) {
    if let scope { scope.observed.append(copy entry) }
    if observations == nil { observations = TrackedObservations() }
    var handedOver = Optional(entry)
    // Unretained: the pipeline holds the list, and appending never replaces it; bound with
    // `if let`, it was retained and released, a sixth of an observation.
    Unmanaged.passUnretained(observations.unsafelyUnwrapped).withGuaranteedReference {
      $0.append(handedOver.take().unsafelyUnwrapped)
    }
  }

  /// Ends the observations made through this pipeline and its children — and only those, so
  /// that another scene observing the same pipeline keeps its observations.
  func endTrackedObservations() {
    forEachPipeline { pipeline, _ in
      pipeline.observations?.endAll()
    }
  }
}

// MARK: - Counting, for tests and benchmarks

extension Pipeline {
  /// How many observations made through this pipeline it keeps, including ended ones that a
  /// sweep has not yet forgotten; tests and the soak benchmark check that it stays bounded.
  package var trackedObservationCount: Int { observations?.count ?? 0 }
}

extension _KeyPathObservable where Self: Pipeline {
  /// How many observer records a property keeps, including ended ones not yet removed; `nil` if
  /// `keyPath` is not a pipeline property. For tests and the soak benchmark.
  package func observerRecordCount<Value>(of keyPath: KeyPath<Self, Value>) -> Int? {
    observableProperty(at: keyPath)?.observerRecordCount
  }
}
