"""Data-parallel training of a small MLP classifier on CPU with msrun (2 workers).
Logs the global mean loss every 10 steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

def make_data(n=512, d=20, classes=4):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d, classes)).astype(np.float32)
    y = (x @ w).argmax(1).astype(np.int32)
    return x, y

x, y = make_data()
dataset = ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=True,
                                num_shards=world, shard_id=rank).batch(16, drop_remainder=True)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, 4)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
allreduce = ops.AllReduce()

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True)

step = 0
for epoch in range(3):
    for data, label in dataset.create_tuple_iterator():
        loss, grads = grad_fn(data, label)
        grads = grad_reducer(grads)
        opt(grads)
        step += 1
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)

# evaluation on rank 0 only, global accuracy summed over ranks
if rank == 0:
    logits = net(ms.Tensor(x))
    correct = (logits.argmax(1) == ms.Tensor(y)).astype(ms.float32).sum()
    correct = allreduce(correct)
    print(f"eval accuracy {correct.asnumpy() / (len(y) * world):.4f}", flush=True)
ms.save_checkpoint(net, f"mlp_rank{rank}.ckpt")
print(f"rank {rank} done", flush=True)
