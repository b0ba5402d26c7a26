/**
 * Tests of the C front end, run in OSGi as a fragment of {@code org.braid.c}; they see CDT
 * through the host's Import-Package, exactly as the front end does. Fixtures live in
 * {@code fixtures/} beside the tests.
 */
package org.braid.c.tests;
