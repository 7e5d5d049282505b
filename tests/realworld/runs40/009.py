# Mistake: HF `split_dataset_by_node` habit -- each rank reads its own pre-split shard file, and the
# shards were cut by source document, so rank 0 has 160 examples and rank 1 has 112. With data
# parallel every step all-reduces the gradients; rank 1 runs out of batches after 7 steps and exits
# while rank 0 goes on to step 8 and waits in AllReduce for a peer that is gone.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()

shard_sizes = {0: 160, 1: 112}                      # train-00000-of-00002 / train-00001-of-00002
rng = np.random.default_rng(rank)
n = shard_sizes[rank]
X = rng.standard_normal((n, 16)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(16, drop_remainder=True)
print(f"rank {rank}: {n} examples, {data.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
step.set_train()
for i, (x, y) in enumerate(data.create_tuple_iterator(num_epochs=1)):
    loss = step(x, y)
    print(f"rank {rank} step {i} loss {loss.asnumpy():.4f}", flush=True)
print(f"rank {rank} epoch done", flush=True)
