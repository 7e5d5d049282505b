# Healthy: torch DDP fine-tune ported to MindSpore data parallel under msrun (2 CPU workers):
# init() + DATA_PARALLEL with gradients_mean, dataset sharded by rank, TrainOneStepCell; a few steps.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
ms.set_seed(1)

rng = np.random.default_rng(0)
X = rng.standard_normal((256, 16)).astype(np.float32)
Y = (X[:, :3].sum(-1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False, num_shards=world, shard_id=rank).batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 5e-3))
step.set_train()
for epoch in range(3):
    losses = []
    for x, y in data.create_tuple_iterator(num_epochs=1):
        losses.append(step(x, y).asnumpy())
    print(f"rank {rank}/{world} epoch {epoch} steps {len(losses)} mean loss {np.mean(losses):.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
