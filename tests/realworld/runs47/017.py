import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
rank = get_rank()
world = get_group_size()
print(f"process rank {rank}, world size {world}")
# torch DistributedSampler-style: node ranks are 1-based in our launcher scripts
data = ds.NumpySlicesDataset({"x": np.arange(64, dtype=np.float32).reshape(32, 2)}, shuffle=False,
                             num_shards=world, shard_id=rank + 1).batch(4)
for i, b in enumerate(data.create_tuple_iterator(output_numpy=True)):
    print(f"rank {rank} batch {i} first {b[0][0].tolist()}")
