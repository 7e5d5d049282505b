# DDP fine-tune ported to msrun + DATA_PARALLEL with a functional jitted train step; the gradient reducer
# and the world size are created once outside the compiled function.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

model = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4)])
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()


def forward_fn(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grad_reducer(grads))
    return loss, all_reduce(loss) / world


rng = np.random.default_rng(100 + rank)
centers = np.random.default_rng(0).standard_normal((4, 20)).astype(np.float32)
for epoch in range(4):
    losses, glosses = [], []
    for step in range(10):
        y = rng.integers(0, 4, 16).astype(np.int32)
        x = (centers[y] + 0.5 * rng.standard_normal((16, 20))).astype(np.float32)
        loss, gloss = train_step(ms.Tensor(x), ms.Tensor(y))
        losses.append(float(loss.asnumpy())); glosses.append(float(gloss.asnumpy()))
    print(f"[rank {rank}] epoch {epoch} mean loss {np.mean(losses):.4f} global {np.mean(glosses):.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
