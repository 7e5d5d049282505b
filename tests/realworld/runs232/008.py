"""Data-parallel MLP classifier, ported from a torch DDP script (features and labels stored as separate arrays)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

class Blobs:
    def __init__(self, n=2048, dim=32, classes=4, seed=0):
        rng = np.random.default_rng(seed)
        centers = rng.normal(0, 0.6, (classes, dim)).astype(np.float32)
        self.y = rng.integers(0, classes, n).astype(np.int32)
        self.x = (centers[self.y] + rng.normal(0, 1, (n, dim))).astype(np.float32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

blobs = Blobs()
feat = ds.NumpySlicesDataset({"x": blobs.x}, shuffle=False, num_shards=world, shard_id=rank)
labl = ds.NumpySlicesDataset({"y": blobs.y}, shuffle=True, num_shards=world, shard_id=rank)
train = ds.zip((feat, labl)).batch(64, drop_remainder=True)
evald = ds.GeneratorDataset(Blobs(512, seed=0), ["x", "y"], shuffle=False, num_shards=world, shard_id=rank).batch(128)

class MLP(nn.Cell):
    def __init__(self, dim=32, hidden=64, classes=4):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, classes))
    def construct(self, x):
        return self.net(x)

model = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(x, y):
    return loss_fn(model(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    opt(grads)
    return loss

print(f"rank {rank}/{world}: {train.get_dataset_size()} steps per epoch", flush=True)
step = 0
for epoch in range(3):
    model.set_train(True)
    for x, y in train.create_tuple_iterator():
        loss = train_step(x, y)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    model.set_train(False)
    correct = total = 0
    for x, y in evald.create_tuple_iterator():
        pred = model(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy()); total += y.shape[0]
    print(f"epoch {epoch} eval acc {correct / total:.4f}", flush=True)
ms.save_checkpoint(model, f"mlp_rank{rank}.ckpt")
print("done", flush=True)
