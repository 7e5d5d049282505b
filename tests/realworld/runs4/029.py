# Whole corpus loaded into host memory as one float64 array under a 3 GiB address-space cap (container limit).
import resource
import numpy as np, mindspore as ms
import mindspore.dataset as ds
soft, hard = resource.getrlimit(resource.RLIMIT_AS)
resource.setrlimit(resource.RLIMIT_AS, (3 * 1024 ** 3 + resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 * 0, hard))
import os
vm = int(open("/proc/self/statm").read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
resource.setrlimit(resource.RLIMIT_AS, (vm + 2 * 1024 ** 3, hard))
print("loading corpus embeddings ...", flush=True)
table = np.zeros((50_000, 8192), dtype=np.float64)
data = ds.NumpySlicesDataset({"emb": table}, shuffle=True).batch(32)
print(next(data.create_tuple_iterator())[0].shape)
