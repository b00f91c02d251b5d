// Generated from Tests/MVCSAPITests/API by PublicAPITests; do not edit. After a change to the
// public API, update the lists and this file with:
// `MVCS_RECORD_API=1 swift test --filter PublicAPITests`.

import MVCSSupport

extension Identifier {
  /// The top-level types, protocols and typealiases of MVCS, which generated code imports: a
  /// type of the app named like one of them would hide it, as `struct Status: Service` hides
  /// `@Status`.
  static let mvcsTypeNames = lines(
    """
    AssembledScene
    BusyWork
    CellRegistry
    Change
    ChildPipeline
    Connectivity
    ConnectivityError
    ConnectivityMonitor
    ConnectivityRequest
    ConnectivityStatus
    Context
    ContextValues
    DataLoader
    DataState
    Diagnostic
    DiagnosticHandler
    Diagnostics
    Digest
    ErrorPolicy
    FileStorage
    FileStorageError
    Flag
    InMemoryStorage
    Input
    InterfaceConnectivity
    Journal
    LinkError
    LinkKeyProblem
    LinkValue
    ListChanges
    ListChangesError
    ListData
    ListError
    ListIndexPath
    ListMove
    ListSection
    LoadFailure
    LoadState
    LoadStatus
    Mediator
    MediatorError
    Navigation
    NavigationAction
    NavigationError
    Navigator
    NoSection
    OffsetPaging
    Page
    PageDecodingError
    PageRequest
    Pager
    PagingState
    Piped
    Pipeline
    PipelineError
    PipelineObservation
    PipelineProperty
    PropertyDescriptor
    PropertyKind
    RecordingNavigator
    RegistryKind
    RestorationReport
    SavedNavigation
    SceneController
    SceneEnvironment
    SceneLink
    SceneParts
    SceneStore
    SceneTasks
    SceneView
    SearchQuery
    SearchState
    Searcher
    Service
    Status
    Storage
    StorageAliasError
    StorageError
    ValidationReport
    """)

  /// The same for MVCSTesting, which the generated tests import along with the app.
  static let mvcsTestingTypeNames = lines(
    """
    FakeServiceError
    FakeServices
    JSONValue
    NavigationRecord
    RecordingStorage
    SceneChecking
    SceneScript
    SceneScriptFile
    SceneTest
    SceneTestError
    ScriptError
    ScriptLocation
    ScriptProblem
    ScriptedServiceError
    ServiceAnswer
    ServiceCall
    StorageConformance
    StorageWrite
    TestClock
    """)

  private static func lines(_ text: String) -> Set<String> {
    Set(text.split(separator: "\n").map(String.init))
  }
}
