# DDP port: torch nn.SyncBatchNorm.convert_sync_batchnorm(model) -> nn.SyncBatchNorm, launched with msrun (2 workers, CPU)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn = nn.SyncBatchNorm(16)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(16, 10)
    def construct(self, x):
        x = self.relu(self.bn(self.conv(x)))
        return self.fc(x.mean(axis=(2, 3)))

net = Net()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train.set_train()
rng = np.random.default_rng(rank)
for step in range(5):
    x = ms.Tensor(rng.normal(size=(8, 3, 16, 16)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, 8).astype(np.int32))
    print(f"rank {rank} step {step} loss {train(x, y).asnumpy():.4f}")
