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
@MainActor
open class Pipeline: _KeyPathObservable {
  /// How deep writes may nest (an observer writing a property whose observer writes another …)
  /// before MVCS stops the loop and reports a ``Diagnostic``.
  nonisolated public static let maximumNotificationDepth = 64

  @usableFromInline var journal: Journal?
  // The main actor's notification state, the same for every pipeline: reading the global from
  // another module is a call and a once-check on every write, reading this field is a load.
  @usableFromInline final let runtimeState = runtime
  // The dotted path of this pipeline in the journal's tree, such as "photoList.".
  var journalPrefix = ""
  var attachedChildren: [(name: String, pipeline: Pipeline)] = []
  var cachedSchema: PipelineSchema?
  // The observations made through this pipeline; see `track(_:)`.
  var trackedObservations: [AnyObserverEntry] = []

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
    guard Identifier.isValid(name) else {
      throw .invalidChildName(name, pipeline: typeName, reason: "it is not a Swift identifier")
    }
    if typeSchema.declaredNames.contains(name)
      || attachedChildren.contains(where: { $0.name == name })
    {
      throw .invalidChildName(name, pipeline: typeName, reason: "that name is already in use")
    }
    if child.reaches(self) {
      throw .cyclicChild(name, pipeline: typeName, child: String(describing: type(of: child)))
    }
    attachedChildren.append((name, child))
    cachedSchema = nil
    if let journal { journal.follow(child, prefix: journalPrefix + name + ".") }
  }

  /// The child pipelines, declared and attached, with their names.
  public var children: [(name: String, pipeline: Pipeline)] { schema.children }

  /// Ends every observation of this pipeline and its children; their handlers are not called
  /// again. Tearing a scene down does this.
  public func cancelAllObservations() {
    forEachPipeline { pipeline, _ in
      for property in pipeline.schema.properties { property.slot.cancelAll() }
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
    if let journal, journal.root === self { return journal }
    let journal = Journal(root: self)
    journal.follow(self, prefix: "")
    journal.isRecording = true
    runtime.pointee.journalCount += 1
    return journal
  }

  /// Stops the journal started on this pipeline; the journal keeps what it recorded.
  public func stopJournal() {
    guard let journal, journal.root === self else { return }
    journal.unfollow()
    journal.isRecording = false
    runtime.pointee.journalCount -= 1
  }

  // MARK: - Names

  /// `SearchPipeline.searchText`, for messages.
  func qualifiedName(of property: AnyObject) -> String {
    "\(String(describing: type(of: self))).\(name(of: property))"
  }

  func name(of property: AnyObject) -> String {
    schema.properties.first { $0.slot === property }?.name ?? "<unknown property>"
  }
}

/// Observation of a pipeline's properties by key path.
///
/// `Pipeline` conforms; the protocol exists so that `observe` can name the pipeline's own type
/// in its key path (`KeyPath<Self, Value>`).
@MainActor
public protocol _KeyPathObservable: AnyObject {}
