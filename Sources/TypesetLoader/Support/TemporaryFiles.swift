import Typeset

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files that ``AtomicFile`` is writing, removed when SIGINT or SIGTERM ends the
/// process, so that an interrupted run leaves neither a partial file (the target is replaced
/// only by a rename of a complete file) nor the temporary one beside it.
///
/// The paths live in memory allocated once, outside Swift's reference counting, because a
/// signal handler may only call async-signal-safe functions: it reads the slots and calls
/// `unlink`, `signal` and `raise`, nothing that allocates or locks.
///
/// ```swift
/// TemporaryFiles.removeOnInterrupt()  // once, in an executable's main
/// ```
package enum TemporaryFiles {
  /// How many temporary files can be registered at once (a run writes one at a time; tests
  /// run several writes in parallel).
  private static let slotCount = 32
  /// The bytes of one slot: an in-use byte, then the path and its NUL.
  private static let slotSize = 4_098

  /// The slots, zeroed: a slot is in use when its first byte is not 0.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
    let slots = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    slots.initialize(repeating: 0, count: slotCount * slotSize)
    return slots
  }()
  private static let lock = Lock()
  nonisolated(unsafe) private static var isInstalled = false

  /// Installs handlers for SIGINT and SIGTERM that remove the registered temporary files and
  /// then end the process by the same signal (its exit status says so, as without the
  /// handler). A signal the process ignores (`nohup`, a background job) stays ignored.
  ///
  /// For executables only: a library must not take over a process's signals.
  package static func removeOnInterrupt() {
    lock.withLock {
      guard !isInstalled else { return }
      isInstalled = true
      // The slots are allocated here, before a handler can read them.
      _ = slots
      for signalNumber in [SIGINT, SIGTERM] {
        let previous = signal(signalNumber, removeTemporaryFilesAndReraise)
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
          signal(signalNumber, SIG_IGN)
        }
      }
    }
  }

  /// Registers `path` for removal on SIGINT or SIGTERM; `nil` when every slot is taken or the
  /// path is too long for one (the file is then only not removed on a signal).
  static func register(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < slotSize - 1, !bytes.contains(0) else { return nil }
    return lock.withLock { () -> Int? in
      for index in 0..<slotCount where slots[index * slotSize] == 0 {
        let slot = slots + index * slotSize
        for (offset, byte) in bytes.enumerated() { slot[1 + offset] = CChar(bitPattern: byte) }
        slot[1 + bytes.count] = 0
        // Marked in use last, so that a handler never reads a path half written.
        slot[0] = 1
        return index
      }
      return nil
    }
  }

  /// Forgets a registered path (after it was renamed or removed).
  static func unregister(_ index: Int?) {
    guard let index else { return }
    lock.withLock { slots[index * slotSize] = 0 }
  }

  /// The handler's work: remove every registered file.
  fileprivate static func removeAll() {
    for index in 0..<slotCount where slots[index * slotSize] != 0 {
      unlink(slots + index * slotSize + 1)
    }
  }
}

/// The SIGINT and SIGTERM handler: removes the temporary files, restores the default action
/// and raises the signal again.
private func removeTemporaryFilesAndReraise(_ signalNumber: Int32) {
  TemporaryFiles.removeAll()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
