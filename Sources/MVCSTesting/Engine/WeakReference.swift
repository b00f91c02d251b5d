/// A weak reference, to see whether a scene's part outlived it.
final class WeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
