"""Data-parallel MLP classifier (msrun, 2 CPU workers, mccl). Train, checkpoint per rank, reload for eval."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig, LossMonitor

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(42)
print(f"rank {rank} / world {world}")

NUM_FEATURES, NUM_CLASSES = 20, 4


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 2, size=(NUM_CLASSES, NUM_FEATURES))
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = centers[y] + rng.normal(0, 1, size=(n, NUM_FEATURES))
    return x.astype(np.float32), y.astype(np.int32)


class Classifier(nn.Cell):
    def __init__(self, in_dim=NUM_FEATURES, hidden=64, num_classes=10):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU())
        self.classifier = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.classifier(self.body(x))


x, y = make_data(1024, 0)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = Classifier(num_classes=NUM_CLASSES)
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc"})

ckpt_dir = f"./ckpt_003/rank_{rank}"
cfg = CheckpointConfig(save_checkpoint_steps=train.get_dataset_size(), keep_checkpoint_max=2)
model.train(3, train, callbacks=[LossMonitor(8), ModelCheckpoint(prefix="mlp", directory=ckpt_dir, config=cfg)],
            dataset_sink_mode=False)

# ---- evaluation on a fresh process-local copy ----
ckpts = sorted(f for f in os.listdir(ckpt_dir) if f.endswith(".ckpt"))
print("checkpoints:", ckpts)
eval_net = Classifier()
params = ms.load_checkpoint(os.path.join(ckpt_dir, ckpts[-1]))
ms.load_param_into_net(eval_net, params)
xv, yv = make_data(256, 1)
eval_ds = ds.NumpySlicesDataset({"x": xv, "y": yv}, shuffle=False).batch(64)
print("eval:", Model(eval_net, loss, metrics={"acc"}).eval(eval_ds, dataset_sink_mode=False))
