/**
 * A finding's interleaving as a debug session of the platform's debug model: a launch whose
 * {@link TraceDebugTarget} replays the stored trace step by step, one {@link TraceThread} per
 * program thread in the Debug view, a stack frame at each thread's current statement (source
 * lookup and the instruction pointer in the editor), the values the statement read and wrote in
 * the Variables view, Step Over, Resume (to the next context switch), Step Return and Step Back.
 * The swimlane view follows the session's current step. Nothing runs: the trace was replayed by
 * the interpreter when the finding was confirmed; the session moves through its recorded steps.
 */
package org.braid.ui.internal.debug;
