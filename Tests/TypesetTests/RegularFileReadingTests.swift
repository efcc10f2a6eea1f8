import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine reads only regular files, as typographies and as fonts (issue 34, item 2): a
/// device, a FIFO or a directory is refused by its kind without being read, a file over the
/// limit without being read, and a loop of symbolic links is named as one.
struct RegularFileReadingTests {
  /// Runs `body` on a thread of its own and fails when it takes more than 10 s: a FIFO opened
  /// for reading blocks until a writer comes, so the guard then opens the FIFO for writing, and
  /// the blocked read ends instead of the whole test run hanging.
  static func withinTenSeconds<Result: Sendable>(
    unblocking fifo: String? = nil, _ body: @escaping @Sendable () -> Result
  ) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let box = Box<Result>()
    Thread.detachNewThread {
      box.value = body()
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .timedOut else { return box.value }
    Issue.record("the read did not end within 10 s")
    if let fifo {
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      _ = done.wait(timeout: .now() + 10)
    }
    return nil
  }

  final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }

  static func reason(_ read: () throws -> Void) -> String? {
    do {
      try read()
      return nil
    } catch let error as TypographyDocument.FileReadError {
      return error.reason
    } catch let error as FontLoadError {
      return "\(error)"
    } catch {
      return "\(error)"
    }
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let folder = try FontFixtures.folder()
    let fifo = folder + "/fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    let asTypography = Self.withinTenSeconds(unblocking: fifo) {
      Self.reason { _ = try TypographyDocument.readFile(fifo) }
    }
    #expect(asTypography == "is a FIFO (named pipe), not a file")
    let asFont = Self.withinTenSeconds(unblocking: fifo) {
      Self.reason { _ = try FontLibrary().file(at: fifo) }
    }
    #expect(
      asFont??.hasSuffix("fifo: is a FIFO (named pipe), not a file") == true, "\(asFont as Any)")
  }

  @Test func aDeviceIsRefusedWithoutBeingRead() {
    let asTypography = Self.withinTenSeconds {
      Self.reason { _ = try TypographyDocument.readFile("/dev/zero") }
    }
    #expect(asTypography == "is a character device, not a file")
    let asFont = Self.withinTenSeconds {
      Self.reason { _ = try FontLibrary().file(at: "/dev/zero") }
    }
    #expect(asFont == "/dev/zero: is a character device, not a file")
  }

  @Test func aLoopOfSymbolicLinksSaysSo() throws {
    let folder = try FontFixtures.folder()
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/a.json", withDestinationPath: folder + "/b.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/b.json", withDestinationPath: folder + "/a.json")
    let reason = Self.reason { _ = try TypographyDocument.readFile(folder + "/a.json") }
    #expect(reason == "is a loop of symbolic links (a link leads back to itself)")
    #expect(throws: TypographyDocument.LoadError.self) {
      try TypographyDocument.load(contentsOf: folder + "/a.json")
    }
  }

  /// A sparse file one byte over the 64 MiB limit (`FileBytes.largestTextFile`): refused by
  /// its size, before a byte of it is read.
  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let folder = try FontFixtures.folder()
    let path = folder + "/large.json"
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    #expect(ftruncate(descriptor, off_t(64 << 20 + 1)) == 0)
    close(descriptor)
    let reason = Self.reason { _ = try TypographyDocument.readFile(path) }
    #expect(reason == "is larger than 64 MiB, the most Typeset reads from such a file")
  }
}
