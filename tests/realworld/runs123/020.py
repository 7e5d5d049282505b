"""Keyword-spotting MLP on fixed 40x20 MFCC frames; input shape declared with set_inputs to avoid recompiles (GRAPH_MODE)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
BATCH, N_MFCC, FRAMES, N_KW = 32, 20, 40, 8


class KWSNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.mlp = nn.SequentialCell(nn.Dense(N_MFCC * FRAMES, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(),
                                     nn.Dense(64, N_KW))

    def construct(self, x):
        return self.mlp(self.flatten(x))


rng = np.random.default_rng(0)
n = 1000                                             # 1000 clips -> 31 full batches + one of 8
y = rng.integers(0, N_KW, n).astype(np.int32)
proto = rng.normal(0, 1, (N_KW, N_MFCC, FRAMES)).astype(np.float32)
x = (proto[y] + rng.normal(0, 1, (n, N_MFCC, FRAMES))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"mfcc": x, "label": y}, shuffle=True).batch(BATCH)
print(f"{train_ds.get_dataset_size()} batches per epoch")

net = KWSNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
# fix the compiled input shapes once (static graph, no recompilation per step)
train_net.set_inputs(Tensor(shape=[BATCH, N_MFCC, FRAMES], dtype=ms.float32), Tensor(shape=[BATCH], dtype=ms.int32))
train_net.set_train()

for epoch in range(3):
    for step, (mfcc, label) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(mfcc, label)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"epoch {epoch} finished")
