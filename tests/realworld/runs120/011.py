# Data-parallel MLP; launch line copied from the 2-node x 2-worker job script, run on a single machine:
#   msrun --worker_num=4 --local_worker_num=2 --master_port=18611 --log_dir=... --join=True 011.py
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {get_rank()} of {get_group_size()} initialised", flush=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 8))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                           nn.Momentum(net.trainable_params(), 0.01, 0.9))
rng = np.random.default_rng(get_rank())
for i in range(5):
    x = ms.Tensor(rng.normal(size=(16, 32)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 8, 16).astype(np.int32))
    print(f"rank {get_rank()} step {i} loss {step(x, y).asnumpy():.4f}", flush=True)
