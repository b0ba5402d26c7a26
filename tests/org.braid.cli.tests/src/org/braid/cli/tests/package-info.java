/**
 * Tests of the {@code braid} command, run in OSGi as a fragment of {@code org.braid.cli}: exit
 * status and the exact text on standard output and standard error.
 */
package org.braid.cli.tests;
