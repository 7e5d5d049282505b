"""Streaming sensor-anomaly classifier. The data source is the PyTorch IterableDataset from the
original project (it cycles over the shard files with reshuffling), wrapped in GeneratorDataset.
Plan: 3 epochs of ~40 steps each."""
import sys
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

sys.stdout.reconfigure(line_buffering=True)  # live logs under nohup
ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

rng = np.random.default_rng(0)
SHARDS = [rng.normal(size=(320, 20)).astype(np.float32) for _ in range(4)]


class SensorStream:
    """torch.utils.data.IterableDataset port: yields (features, label) forever, reshuffling each pass."""

    def __init__(self, shards, seed=0):
        self.shards = shards
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            for k in self.rng.permutation(len(self.shards)):
                shard = self.shards[k]
                for i in self.rng.permutation(len(shard)):
                    x = shard[i]
                    y = np.int32(x[:3].sum() > 1.0)
                    yield x, y


BATCH = 32
n_samples = sum(len(s) for s in SHARDS)
print(f"{n_samples} samples, {n_samples // BATCH} steps per epoch expected", flush=True)
train_ds = ds.GeneratorDataset(SensorStream(SHARDS), column_names=["x", "y"], shuffle=False)
train_ds = train_ds.batch(BATCH, drop_remainder=True)

net = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2)])
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 1e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_step.set_train()

EPOCHS = 3
steps_per_epoch = n_samples // BATCH
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator(num_epochs=1), 1):
        loss = train_step(x, y)
        if step % 40 == 0:
            print(f"epoch {epoch}/{EPOCHS} step {step}/{steps_per_epoch} loss {loss.asnumpy():.4f} "
                  f"({time.time() - t0:.1f}s)")
    print(f"epoch {epoch} done")
print("training finished")
