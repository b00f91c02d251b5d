import MVCSSupport

/// The data a scene's view, controller and store share, and the changes they observe.
///
/// Subclass `Pipeline` and declare its data with the five kinds of property: ``Piped`` (normal
/// data), ``Flag``, ``Status``, ``Input`` and ``Context``. The view, controller and store of a
/// scene never reference each other; each holds the same pipeline and observes the properties it
/// cares about.
///
/// ```swift
/// @MainActor final class SearchPipeline: Pipeline {
///   @Input var searchText = ""            // written by the view, observed by the store
///   @Flag var requestFinished = false     // set by the store, observed by the view
///   @Piped var photos: [Photo] = []       // normal data
///   @Context var selectedPhotoID: String? // handed to the next scene
///   let photoList = PhotoListPipeline()   // a child pipeline, for a subview
/// }
///
/// pipeline.observe(\.requestFinished, by: view) { view, change in view.reload() }
/// pipeline.searchText = "cats"
/// ```
///
/// Pipelines form a tree: a stored property whose type is a pipeline is a child (an optional one,
/// such as `weak var parent: ParentPipeline?`, is not), and stores attach their substores'
/// pipelines with ``attach(_:as:)``. Properties anywhere in the tree are named with dots
/// (`photoList.photos`) by ``value(named:)`` and ``setValue(_:named:)``.
///
/// A child held in a `var` may be replaced at any time: by-name access, ``children``, journals,
/// scripts and teardown always see the current child. The child it replaced is detached: its
/// writes are no longer journaled, and the scene no longer ends observations made on it.
@MainActor
open class Pipeline: _KeyPathObservable {
  /// How deep writes may nest (an observer writing a property whose observer writes another …)
  /// before MVCS stops the loop and reports a ``Diagnostic``.
  nonisolated public static let maximumNotificationDepth = 64

  // The main actor's notification state, the same for every pipeline: reading the global from
  // another module is a call and a once-check on every write, reading this field is a load.
  // Only the engine (`Pipeline/Engine/`) reads it.
  @usableFromInline final let runtimeState = runtime
  // What only a journaled pipeline, a parent of attached children or a pipeline journals
  // reference needs; made the first time one is, so that a pipeline is its header, two words
  // and its properties until then (issue 24: a pipeline weighed 2.8 times an `@Observable`
  // class with the same properties). Unchecked: every access is short and on the main actor.
  @exclusivity(unchecked) final var extras: PipelineExtras?
  // The observations made through this pipeline, which tearing its scene down ends; made by the
  // first. Unchecked as `extras` is.
  @exclusivity(unchecked) final var observations: TrackedObservations?

  // The journal recording this pipeline's writes, and where it found the pipeline in its tree.
  @usableFromInline var journalLink: JournalLink? {
    get { extras?.journalLink }
    set {
      if newValue == nil && extras == nil { return }
      madeExtras.journalLink = newValue
    }
  }
  var journal: Journal? { journalLink?.journal }
  var attachedChildren: [ChildPipeline] { extras?.attachedChildren ?? [] }
  // What journals reference weakly instead of this pipeline; see `PipelineToken`.
  var cachedToken: PipelineToken? {
    get { extras?.token }
    set { madeExtras.token = newValue }
  }

  private var madeExtras: PipelineExtras {
    if let extras { return extras }
    let made = PipelineExtras()
    extras = made
    return made
  }

  /// Creates a pipeline.
  public init() {}

  // MARK: - The pipeline tree

  /// Adds a child pipeline to the tree under a name, such as a substore's pipeline.
  ///
  /// Its properties are then named `name.property` here, and a journal started on this pipeline
  /// records its writes too.
  ///
  /// - Parameters:
  ///   - child: The pipeline to add.
  ///   - name: Its name in this pipeline: a Swift identifier not used by another property or child.
  /// - Throws: ``PipelineError/invalidChildName(_:pipeline:reason:)`` when the name is not an
  ///   identifier or is taken, and ``PipelineError/cyclicChild(_:pipeline:child:)`` when the child
  ///   is this pipeline or one of its ancestors.
  public func attach(_ child: Pipeline, as name: String) throws(PipelineError) {
    let typeName = String(describing: type(of: self))
    guard Identifier.isUnicodeIdentifier(name) else {
      throw .invalidChildName(name, pipeline: typeName, reason: "it is not a Swift identifier")
    }
    if layout.declaredNames.contains(name)
      || attachedChildren.contains(where: { $0.name == name })
    {
      throw .invalidChildName(name, pipeline: typeName, reason: "that name is already in use")
    }
    if child.reaches(self) {
      throw .cyclicChild(name, pipeline: typeName, child: String(describing: type(of: child)))
    }
    madeExtras.attachedChildren.append(ChildPipeline(name: name, pipeline: child))
    if let journalLink {
      journalLink.journal.follow(child, prefix: journalLink.prefix + name + ".", parent: self)
    }
  }

  /// The child pipelines, declared and attached, with their names, as they are now.
  ///
  /// A child held in a `var` can be replaced; the tree is read afresh each time, so by-name
  /// access, journals and teardown always see the current child.
  public var children: [ChildPipeline] {
    let layout = layout
    return layout.children.indices.map {
      ChildPipeline(name: layout.children[$0].name, pipeline: layout.child($0, of: self))
    } + attachedChildren
  }

  /// Ends every observation of this pipeline and its children, whoever made it.
  ///
  /// Internal: other scenes may observe the same pipeline, and tearing a scene down ends only
  /// its own observations (`endTrackedObservations()`).
  func cancelAllObservations() {
    forEachPipeline { pipeline, _ in
      for property in pipeline.ownProperties { property.slot.cancelAll() }
    }
  }

  // MARK: - Journal

  /// Starts recording every write to this pipeline and its children, and returns the journal.
  ///
  /// ```swift
  /// let journal = pipeline.startJournal()
  /// pipeline.searchText = "cats"
  /// print(journal)
  /// // 1  searchText (input): "" → "cats"
  /// //      ran SearchStore observer at PhotoSearch/SearchStore.swift:24
  /// ```
  ///
  /// Starting again returns the running journal. Recording costs nothing while no journal runs.
  @discardableResult
  public func startJournal() -> Journal {
    if let journal, journal.root === self {
      journal.isKeptForReading = true
      return journal
    }
    let journal = Journal(root: self)
    journal.follow(self, prefix: "", parent: nil)
    journal.startRecording()
    return journal
  }

  /// Stops the journal started on this pipeline; the journal keeps what it recorded. A change
  /// log (``logChanges(to:)``) stops too.
  public func stopJournal() {
    guard let journal, journal.root === self else { return }
    journal.records.changeLog = nil
    journal.unfollow()
    journal.stopRecording()
  }

  // MARK: - Names

  /// `SearchPipeline.searchText`, for messages.
  func qualifiedName(of property: AnyObject) -> String {
    "\(String(describing: type(of: self))).\(name(of: property))"
  }

  func name(of property: AnyObject) -> String {
    let layout = layout
    return layout.index(of: property, in: self).map { layout.properties[$0].name }
      ?? "<unknown property>"
  }
}

/// The fields of a ``Pipeline`` that most pipelines never use, allocated by the first use.
@MainActor
final class PipelineExtras {
  var journalLink: JournalLink?
  var attachedChildren: [ChildPipeline] = []
  var token: PipelineToken?
}
