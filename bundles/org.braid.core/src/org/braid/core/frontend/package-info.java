/**
 * The seam between language front ends and the engine (provisional SPI, exported only to Braid's
 * own bundles as {@code x-friends}). A {@link org.braid.core.frontend.FrontEnd} turns source files
 * into one program of the concurrent IR ({@code org.braid.core.internal.ir}, the front ends'
 * contract, also {@code x-friends}), with neutral {@link org.braid.core.frontend.Diagnostic}s and
 * the {@link org.braid.core.frontend.EntryPoint}s it offers. {@link org.braid.core.frontend.FrontEnds}
 * is the registry (filled by {@code ServiceLoader} on the command line and by the
 * {@code org.braid.ui.frontEnds} extension point in Eclipse) and
 * {@link org.braid.core.frontend.Analysis} the one facade that the command line and the IDE call:
 * lower, then check harnesses of the lowered program. A front end describes the settings of its
 * language itself ({@link org.braid.core.frontend.FrontEndOption}s: C's include directories and
 * data model), as {@link org.braid.core.CheckOption} describes the check's; the core knows none of them.
 *
 * <p>Provisional: types here may change without notice while a second language is added; they
 * are not for clients outside Braid.
 */
package org.braid.core.frontend;
