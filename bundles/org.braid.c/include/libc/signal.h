#ifndef BRAID_SIGNAL_H
#define BRAID_SIGNAL_H
typedef int sig_atomic_t;
#endif
