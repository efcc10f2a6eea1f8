/// Stops the process when an input breaks an invariant, so that libFuzzer records the input
/// as a crash (`fatalError` traps; with `SWIFT_BACKTRACE=enable=no` AddressSanitizer's
/// handler reports it and libFuzzer writes the artifact).
///
/// ```swift
/// FuzzFailure.require(again == first, "the round trip changed the styles")
/// ```
public enum FuzzFailure {
  /// Traps with `message` unless `condition` holds.
  ///
  /// - Parameters:
  ///   - condition: The invariant.
  ///   - message: What broke, printed before the trap.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
  ) {
    if !condition() { fatalError("fuzz invariant: \(message())") }
  }
}
