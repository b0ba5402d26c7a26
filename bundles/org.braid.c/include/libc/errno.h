#ifndef BRAID_ERRNO_H
#define BRAID_ERRNO_H
int *__errno_location(void);
#define errno (*__errno_location())
#define EPERM 1
#define ENOENT 2
#define ESRCH 3
#define EINTR 4
#define EIO 5
#define EBADF 9
#define EAGAIN 11
#define EWOULDBLOCK EAGAIN
#define ENOMEM 12
#define EACCES 13
#define EFAULT 14
#define EBUSY 16
#define EEXIST 17
#define EINVAL 22
#define ENOSPC 28
#define ERANGE 34
#define EDEADLK 35
#define ENOSYS 38
#define EOVERFLOW 75
#define ENOTSUP 95
#define EOPNOTSUPP 95
#define ETIMEDOUT 110
#define EOWNERDEAD 130
#define ENOTRECOVERABLE 131
#endif
