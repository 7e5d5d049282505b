"""Data-parallel training of a small CNN on 2 CPU workers launched by msrun.
Each rank reads its own shard; gradients are all-reduced by DistributedGradReducer."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
imgs = rng.normal(size=(512, 1, 16, 16)).astype(np.float32)
labels = (imgs[:, 0, :8, :].mean(axis=(1, 2)) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True,
                             num_shards=world, shard_id=rank).batch(32, drop_remainder=True)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.Dense(16 * 4 * 4, 2)

    def construct(self, x):
        return self.head(self.features(x).reshape(x.shape[0], -1))


net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

print(f"[rank {rank}/{world}] steps per epoch: {data.get_dataset_size()}", flush=True)
for epoch in range(3):
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = reducer(grads)
        opt(grads)
    acc = float((net(x).argmax(-1) == y).astype(ms.float32).mean().asnumpy())
    print(f"[rank {rank}] epoch {epoch + 1} loss {float(loss.asnumpy()):.4f} batch_acc {acc:.3f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
