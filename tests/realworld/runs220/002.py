# Data-parallel CNN on 2 CPU workers; global validation accuracy is reduced across ranks.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

def make_split(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):
        x[i, 0, c * 5:c * 5 + 5, :] += 1.5
    return x, y

xtr, ytr = make_split(1536, 0)
xva, yva = make_split(384, 1)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False, num_shards=world, shard_id=rank).batch(64)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.Dense(16 * 4 * 4, 3)
    def construct(self, x):
        return self.head(self.features(x).reshape(x.shape[0], -1))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

def evaluate():
    net.set_train(False)
    correct = ms.Tensor(0.0, ms.float32)
    total = ms.Tensor(0.0, ms.float32)
    for x, y in val.create_tuple_iterator():
        correct += (net(x).argmax(1) == y).astype(ms.float32).sum()
        total += y.shape[0]
    stats = allreduce(ops.stack([correct, total]))
    net.set_train(True)
    return (stats[0] / stats[1]).asnumpy()

for epoch in range(3):
    losses = []
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
        losses.append(loss.asnumpy())
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
    if rank == 0:
        acc = evaluate()
        print(f"epoch {epoch} global val acc {acc:.4f}", flush=True)
        ms.save_checkpoint(net, f"cnn_epoch{epoch}.ckpt")
print(f"[rank {rank}] training finished", flush=True)
