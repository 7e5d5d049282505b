"""Data-parallel (2 workers) training with resume. Rank 0 writes the checkpoint (with the epoch number
in append_info) and, on restart, restores it. Usage: msrun ... 017.py <total_epochs>"""
import os
import sys
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(17)
np.random.seed(17)

TOTAL_EPOCHS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
CKPT = "/home/user/project/ckpt_017/last.ckpt"

protos = np.random.randn(4, 32).astype(np.float32) * 0.4
y = np.random.randint(0, 4, 1280).astype(np.int32)
x = (protos[y] + np.random.randn(1280, 32)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell([nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

start_epoch = 0
if rank == 0 and os.path.exists(CKPT):
    state = ms.load_checkpoint(CKPT)
    start_epoch = int(state.pop("epoch"))
    ms.load_param_into_net(net, state)
    print(f"[rank 0] resumed from {CKPT} at epoch {start_epoch}", flush=True)

for epoch in range(start_epoch, TOTAL_EPOCHS):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(reducer(grads))
    print(f"[rank {rank}] epoch {epoch + 1}/{TOTAL_EPOCHS} step {step + 1} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        os.makedirs(os.path.dirname(CKPT), exist_ok=True)
        ms.save_checkpoint(net, CKPT, append_dict={"epoch": epoch + 1})
print(f"[rank {rank}] finished", flush=True)
