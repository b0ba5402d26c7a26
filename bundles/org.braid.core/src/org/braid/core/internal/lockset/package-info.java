/**
 * The lockset pre-pass: a fast, sound, static analysis of the closed program of one harness that
 * finds the shared locations every pair of conflicting accesses of which is protected by a common
 * lock (Whoop's lockset analysis, Deligiannis, Donaldson &amp; Rakamari&#263;, ASE 2015, Sec. III,
 * done as a dataflow analysis instead of a verified instrumentation). The sequentializers use the
 * result to leave switch points and race checks off accesses to such locations (Whoop's
 * "yield-MR" placement, Sec. IV). Locks are recognised by what the environment models do, never
 * by name.
 */
package org.braid.core.internal.lockset;
