/**
 * Tests of the core's API as a client sees it. The fragment of {@code org.braid.core} that holds
 * them also holds tests inside the packages they test, which see package-private members.
 */
package org.braid.core.tests;
