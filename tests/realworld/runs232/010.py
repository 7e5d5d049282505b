"""Data-parallel small CNN on synthetic 16x16 images with ms.Model (port of a torch DDP image classifier)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(42)

def make_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):  # class = position of a bright square
        r = 2 + 5 * c
        x[i, 0, r:r + 4, r:r + 4] += 2.0
    return x, y

xtr, ytr = make_images(1536, 0)
xte, yte = make_images(384, 1)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
test = ds.NumpySlicesDataset({"image": xte, "label": yte}, shuffle=False, num_shards=world, shard_id=rank).batch(64)

class SmallCNN(nn.Cell):
    def __init__(self, classes=3):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, classes)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
print(f"rank {rank}/{world}: train batches {train.get_dataset_size()}, test batches {test.get_dataset_size()}", flush=True)
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
    res = model.eval(test, dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: eval {res}", flush=True)
ms.save_checkpoint(net, f"cnn_rank{rank}.ckpt")
print("done", flush=True)
