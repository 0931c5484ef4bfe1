import Core
import Domain
import Foundation

/// Entry point: parse the command line and run the subcommand; configuration errors exit with status 2.
let exitCode: Int32
do {
    let arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
    exitCode = try await Commands.run(arguments)
} catch let error as ConfigurationError {
    FileHandle.standardError.write(Data("quad: \(error.description)\n".utf8))
    exitCode = 2
} catch {
    FileHandle.standardError.write(Data("quad: \(error)\n".utf8))
    exitCode = 1
}
LogSink.standardError.flush()   // the access lines still in the per-thread buffers
exit(exitCode)
