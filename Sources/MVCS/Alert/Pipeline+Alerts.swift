extension _KeyPathObservable where Self: Pipeline {
  /// Calls a handler with each answer to an alert, after clearing the alert.
  ///
  /// ```swift
  /// pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: self) { store, choice in
  ///   if choice == .clear { store.pipeline.favorites = [] }
  /// }
  /// ```
  ///
  /// The view writes the chosen button's ``AlertButton/choice`` to the answer property. When an
  /// alert is showing, the observation sets it to `nil` first — so the view hides it, and a
  /// handler may raise the next one — then calls the handler with the choice. An answer written
  /// while no alert shows (a second tap on the same button) calls nothing.
  ///
  /// - Parameters:
  ///   - answer: The `@Input` the view writes the choice to.
  ///   - alert: The property holding the alert, which is cleared when answered.
  ///   - owner: The object the observation belongs to, usually the store.
  ///   - fileID: Where the observation is added, for the journal; leave the default.
  ///   - line: The line the observation is added on, for the journal; leave the default.
  ///   - handler: Called with the owner and the choice.
  /// - Returns: A handle to cancel the observation early.
  @discardableResult
  public func observeAnswer<Choice: Sendable, Owner: AnyObject>(
    _ answer: KeyPath<Self, Choice?>,
    clearing alert: ReferenceWritableKeyPath<Self, SceneAlert<Choice>?>,
    by owner: Owner,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ handler: @escaping @MainActor (Owner, Choice) -> Void
  ) -> PipelineObservation {
    // Unowned: the handler is kept by this pipeline's property, so it never outlives it.
    observe(answer, by: owner, fileID: fileID, line: line) { [unowned self] owner, change in
      guard let choice = change.newValue, self[keyPath: alert] != nil else { return }
      self[keyPath: alert] = nil
      handler(owner, choice)
    }
  }
}

// MARK: - Alerts by name, for scene tests and scripts

/// An alert a pipeline property holds, its choice type erased: what scene tests and scripts
/// expect and answer.
package struct ShownAlert: Sendable, Equatable {
  /// The property's dotted name, such as `clearAlert`.
  package var property: String
  package var style: AlertStyle
  package var title: String
  package var message: String?
  /// The buttons' labels and roles, in order.
  package var buttons: [(label: String, role: AlertButtonRole)]

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.property == rhs.property && lhs.style == rhs.style && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons.map(\.label) == rhs.buttons.map(\.label)
      && lhs.buttons.map(\.role) == rhs.buttons.map(\.role)
  }
}

extension ShownAlert {
  /// The alert a value holds, such as a journal entry's new value; `nil` when it holds none.
  package init?(_ value: Any, property: String) {
    guard let alert = value as? any ErasedSceneAlert else { return nil }
    self = alert.shown(as: property)
  }
}

extension Pipeline {
  /// The alerts showing now: every property in the tree that holds a ``SceneAlert``, in
  /// declaration order.
  package var shownAlerts: [ShownAlert] {
    allProperties().compactMap { name, slot in ShownAlert(slot.anyValue, property: name) }
  }

  /// Answers the alert a property holds with the button labelled `label`, as a view would: writes
  /// the button's choice to the `@Input` of the alert's choice type beside it.
  ///
  /// - Throws: ``AlertError`` when the alert has no such button or no single answer property;
  ///   ``PipelineError`` when no property has that name.
  package func answerAlert(named name: String, with label: String) throws {
    let (owner, _, slot) = try resolve(name)
    guard let alert = slot.anyValue as? any ErasedSceneAlert else { return }
    let prefix = name.split(separator: ".").dropLast().map { $0 + "." }.joined()
    try alert.answer(label, property: name, prefix: prefix, in: owner)
  }
}

/// A ``SceneAlert`` with its choice type erased.
private protocol ErasedSceneAlert {
  func shown(as property: String) -> ShownAlert
  @MainActor func answer(
    _ label: String, property: String, prefix: String, in owner: Pipeline
  ) throws(AlertError)
}

extension SceneAlert: ErasedSceneAlert {
  fileprivate func shown(as property: String) -> ShownAlert {
    ShownAlert(
      property: property, style: style, title: title, message: message,
      buttons: buttons.map { ($0.label, $0.role) })
  }

  @MainActor fileprivate func answer(
    _ label: String, property: String, prefix: String, in owner: Pipeline
  ) throws(AlertError) {
    let choice = try button(labelled: label).choice
    let candidates = owner.ownProperties.filter {
      $0.slot.kind == .input && $0.slot.valueType == Choice?.self
    }
    let choiceType = String(describing: Choice.self)
    guard candidates.count == 1,
      let input = candidates[0].slot as? PipelineProperty<Choice?, _PropertyKinds.Input>
    else {
      if candidates.isEmpty {
        throw .noAnswerProperty(
          alert: title, property: property, choiceType: choiceType,
          pipeline: String(describing: type(of: owner)))
      }
      throw .ambiguousAnswer(
        alert: title, property: property, choiceType: choiceType,
        candidates: candidates.map { prefix + $0.name })
    }
    input.write(choice, in: owner)
  }
}
