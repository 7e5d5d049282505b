# Data-parallel setup ported from a torchrun script: world size read from WORLD_SIZE with the torchrun default 0
# fallback when the script is started with plain python for a quick check, then handed to the auto-parallel context.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
world_size = int(os.environ.get("WORLD_SIZE", 0))
local_rank = int(os.environ.get("LOCAL_RANK", 0))
print(f"world_size={world_size} local_rank={local_rank}", flush=True)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                             device_num=world_size)
net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = Tensor(np.random.randn(16, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 4, size=(16,)).astype(np.int32))
for step in range(3):
    print(f"step {step} loss {train_net(x, y).asnumpy():.4f}", flush=True)
