# Port of a PyTorch DDP training script (torchrun -> msrun). Each rank reads its own pre-split data file.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
print(f"[rank {rank}] world_size={world}", flush=True)

# the preprocessing job wrote one part file per rank
part_sizes = [1000, 940]
rng = np.random.default_rng(100 + rank)
w_true = np.linspace(-1, 1, 20).astype(np.float32)
x = rng.normal(size=(part_sizes[rank], 20)).astype(np.float32)
y = (x @ w_true > 0).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64)
print(f"[rank {rank}] samples={len(x)} steps_per_epoch={loader.get_dataset_size()}", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        grads = reducer(grads)
        opt(grads)
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
ms.save_checkpoint(net, f"ddp_rank{rank}.ckpt")
print(f"[rank {rank}] training finished", flush=True)
