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
    AlertButton
    AlertButtonRole
    AlertError
    AlertStyle
    AssembledScene
    Change
    CheckpointController
    CheckpointError
    ChildPipeline
    Context
    ContextValues
    DeclaredNavigation
    Diagnostic
    DiagnosticHandler
    Diagnostics
    FileStorage
    FileStorageError
    Flag
    InMemoryStorage
    Input
    JSONValue
    Journal
    LaunchPolicy
    LaunchReport
    LinkError
    LinkKeyProblem
    LinkValue
    Mediator
    MediatorError
    Navigation
    NavigationAction
    NavigationError
    NavigationRecord
    Navigator
    Piped
    Pipeline
    PipelineError
    PipelineObservation
    PipelineProperty
    PipelineValues
    PropertyDescriptor
    PropertyKind
    RecordingNavigator
    RestorationReport
    SavedNavigation
    Scenario
    ScenarioError
    SceneAlert
    SceneController
    SceneEnvironment
    SceneLink
    SceneParts
    SceneRoute
    SceneStore
    SceneTasks
    SceneView
    ScriptLocation
    ScriptProblem
    Selection
    Service
    ServiceFailure
    ServiceFailureConvertible
    SharedBinding
    SharedKey
    Status
    Storage
    StorageAliasError
    StorageBatch
    StorageChange
    StorageError
    StorageFailure
    StorageMigration
    StorageStatus
    StorageUnsupportedError
    StorageVersionError
    SynchronousStorage
    TextRendering
    ValidationReport
    """)

  /// The same for MVCSTesting, which the generated tests import along with the app.
  static let mvcsTestingTypeNames = lines(
    """
    FakeAnswer
    FakeServiceError
    FakeServices
    FakeStorageError
    JSONValue
    RecordingStorage
    SceneChecking
    SceneScript
    SceneScriptFile
    SceneTest
    SceneTestClock
    SceneTestError
    ScriptError
    ScriptLocation
    ScriptProblem
    ServiceCall
    StorageConformance
    StorageWrite
    """)

  private static func lines(_ text: String) -> Set<String> {
    Set(text.split(separator: "\n").map(String.init))
  }
}
