# Data-parallel fine-tune (msrun, 2 workers): distributed accuracy with the count cast to float32 before AllReduce.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)
Xs, ys = X[rank::world], y[rank::world]
Xv, yv = Xs[-64:], ys[-64:]; Xs, ys = Xs[:-64], ys[:-64]

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()

for epoch in range(3):
    tot = 0.0
    for i in range(0, len(Xs), 32):
        loss, grads = grad_fn(ms.Tensor(Xs[i:i + 32]), ms.Tensor(ys[i:i + 32]))
        opt(reducer(grads))
        tot += float(loss.asnumpy())
    print(f"[rank {rank}] epoch {epoch} train_loss {tot / (len(Xs) // 32):.4f}", flush=True)
    preds = net(ms.Tensor(Xv)).argmax(-1)
    correct = (preds == ms.Tensor(yv)).sum().astype(ms.float32)   # AllReduce on CPU: float32
    correct = all_reduce(correct)
    acc = correct.item() / (len(yv) * world)
    print(f"[rank {rank}] epoch {epoch} val_acc {acc:.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
