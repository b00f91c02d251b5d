/// How long, in real time, a scene's work may take to settle after a step: 10 seconds;
/// task-local so that the harness's own tests can shorten it.
enum SettleLimit {
  @TaskLocal static var value = Duration.seconds(10)
}
