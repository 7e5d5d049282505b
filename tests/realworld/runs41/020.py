# Mistake: evaluation of a data-parallel run ported from accelerate, where
# accelerator.gather_for_metrics() pads the uneven last shard before gathering. The port shards the
# 100-example eval set by hand (rank 0 gets 52, rank 1 gets 48 examples: the split is not even)
# and all-gathers each rank's predictions with ops.AllGather (torch dist.all_gather_into_tensor)
# without padding, so the two ranks enter the collective with different tensor sizes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(100, 16)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
bounds = [0, 52, 100]                     # hand-made split of the eval set by rank
x_local, y_local = X[bounds[rank]:bounds[rank + 1]], Y[bounds[rank]:bounds[rank + 1]]
print(f"rank {rank}/{world}: {len(x_local)} eval examples", flush=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
preds = net(ms.Tensor(x_local)).argmax(-1).astype(ms.int32)
all_gather = ops.AllGather()
all_preds = all_gather(preds)
all_labels = all_gather(ms.Tensor(y_local))
acc = float((all_preds == all_labels).astype(ms.float32).mean().asnumpy())
print(f"rank {rank}: eval accuracy {acc:.4f} over {all_preds.shape[0]} examples", flush=True)
