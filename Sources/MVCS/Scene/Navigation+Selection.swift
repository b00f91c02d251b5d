extension Navigation {
  /// Shows a scene each time the user picks a value: one call for "a row was picked → hand its
  /// value to the next scene → navigate".
  ///
  /// ```swift
  /// @MainActor final class PhotoListController: SceneController {
  ///   let pipeline: PhotoListPipeline
  ///   let navigation: Navigation
  ///
  ///   func addObservers() {
  ///     navigation.show("PhotoDetail", forEach: \.selectedPhotoID, of: pipeline) { photoID in
  ///       ["photoID": photoID]
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Each write of the ``Selection`` that holds a value shows the scene, with the context made
  /// from that value, so picking the same row again, after coming back, shows it again. A write
  /// of an empty selection (`nil`) shows nothing. The observation belongs to the pipeline: it
  /// ends when the scene is torn down.
  ///
  /// An observer cannot throw, so a navigation that fails — a misspelt scene, a context the next
  /// store rejects — goes to `onFailure`, or, without one, is reported as a ``Diagnostic`` with
  /// the caller's file and line (as ``withErrorsReported(fileID:line:_:)`` does), which fails
  /// the scene's tests:
  ///
  /// ```swift
  /// navigation.show(
  ///   "PhotoDetail", forEach: \.selectedPhotoID, of: pipeline,
  ///   onFailure: { pipeline, error in pipeline.navigationFailure = "\(error)" },
  ///   context: { ["photoID": $0] })
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - selection: The `@Context` property holding what the user picked.
  ///   - pipeline: The scene's pipeline.
  ///   - fileID: The file of the call, for the diagnostic; leave the default.
  ///   - line: The line of the call, for the diagnostic; leave the default.
  ///   - onFailure: Called with the pipeline and the navigation's error instead of reporting
  ///     it, such as to show the error; `nil` by default. Use the pipeline it receives rather
  ///     than capturing it, or the observation keeps the pipeline alive.
  ///   - context: Makes the values the next scene's store reads from the picked value.
  /// - Returns: The observation, to end it early; dropping it does not end it.
  @discardableResult
  public func show<Owner: Pipeline, Value>(
    _ scene: String,
    forEach selection: KeyPath<Owner, Selection<Value>>,
    of pipeline: Owner,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    onFailure: (@MainActor (Owner, any Error) -> Void)? = nil,
    context: @escaping @MainActor (Value) -> ContextValues
  ) -> PipelineObservation {
    navigate(
      presenting: false, scene, forEach: selection, of: pipeline, fileID: fileID, line: line,
      onFailure: onFailure, context: context)
  }

  /// Presents a scene each time the user picks a value, as
  /// ``show(_:forEach:of:fileID:line:onFailure:context:)`` shows one.
  ///
  /// - Parameters:
  ///   - scene: The registered scene name.
  ///   - selection: The `@Context` property holding what the user picked.
  ///   - pipeline: The scene's pipeline.
  ///   - fileID: The file of the call, for the diagnostic; leave the default.
  ///   - line: The line of the call, for the diagnostic; leave the default.
  ///   - onFailure: Called with the pipeline and the navigation's error instead of reporting
  ///     it, such as to show the error; `nil` by default. Use the pipeline it receives rather
  ///     than capturing it, or the observation keeps the pipeline alive.
  ///   - context: Makes the values the next scene's store reads from the picked value.
  /// - Returns: The observation, to end it early; dropping it does not end it.
  @discardableResult
  public func present<Owner: Pipeline, Value>(
    _ scene: String,
    forEach selection: KeyPath<Owner, Selection<Value>>,
    of pipeline: Owner,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    onFailure: (@MainActor (Owner, any Error) -> Void)? = nil,
    context: @escaping @MainActor (Value) -> ContextValues
  ) -> PipelineObservation {
    navigate(
      presenting: true, scene, forEach: selection, of: pipeline, fileID: fileID, line: line,
      onFailure: onFailure, context: context)
  }

  /// Navigates on each picked value: by name or by route, which may fail to make its context.
  func navigate<Owner: Pipeline, Value>(
    presenting: Bool, _ scene: String,
    forEach selection: KeyPath<Owner, Selection<Value>>, of pipeline: Owner,
    fileID: StaticString, line: UInt, onFailure: (@MainActor (Owner, any Error) -> Void)?,
    context: @escaping @MainActor (Value) throws -> ContextValues
  ) -> PipelineObservation {
    // Owned by the pipeline, which holds it weakly: the navigation holds its navigator weakly
    // too, so nothing here keeps the scene alive.
    pipeline.observe(selection, by: pipeline, fileID: fileID, line: line) { pipeline, change in
      guard let value = change.newValue.value else { return }
      do {
        if presenting {
          try present(scene, context: context(value))
        } else {
          try show(scene, context: context(value))
        }
      } catch {
        guard let onFailure else {
          return Diagnostics.report(.navigationFailed(error, fileID: fileID, line: line))
        }
        onFailure(pipeline, error)
      }
    }
  }
}
