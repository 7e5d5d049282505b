# Distributed evaluation (msrun, 2 CPU workers) ported from torch:
#   correct = preds.eq(labels); dist.all_gather_into_tensor(all_correct, correct); acc = all_correct.float().mean()
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
rng = np.random.default_rng(rank)
net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 3))
net.set_train(False)
all_gather = ops.AllGather()
for batch in range(3):
    x = Tensor(rng.standard_normal((32, 8)).astype(np.float32))
    labels = Tensor(rng.integers(0, 3, 32).astype(np.int32))
    preds = net(x).argmax(axis=-1).astype(ms.int32)
    correct = preds == labels
    print(f"[rank {rank}] eval batch {batch}: local acc {correct.astype(ms.float32).mean().asnumpy():.3f}")
    all_correct = all_gather(correct)
    print(f"[rank {rank}] eval batch {batch}: global acc {all_correct.astype(ms.float32).mean().asnumpy():.3f} over {all_correct.shape[0]} samples")
