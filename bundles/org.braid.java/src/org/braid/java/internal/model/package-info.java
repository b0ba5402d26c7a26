/**
 * What the front end models itself rather than in Java: monitors ({@link
 * org.braid.java.internal.model.Monitors}, reentrant locks in every object's header, following the
 * C model of recursive mutexes: {@code lock(m) = atomic { assume(m free or owned by me); take m }})
 * and the procedures the models need ({@link org.braid.java.internal.model.ModelProcedures}: the
 * current thread's identity, the routine a started thread runs), and threads' names for traces
 * ({@link org.braid.java.internal.model.ThreadNames}). {@code Thread} and the atomic
 * classes are models written in Java (the bundle's {@code models/} folder).
 */
package org.braid.java.internal.model;
