# Data-parallel port of a torch DDP training script (torchrun -> msrun, dist.all_reduce -> ops.AllReduce).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

N_CLASSES, DIM = 5, 32
protos = np.random.default_rng(0).standard_normal((N_CLASSES, DIM)).astype(np.float32)

def synth(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, N_CLASSES, n).astype(np.int32)
    return protos[y] + r.standard_normal((n, DIM)).astype(np.float32), y

xtr, ytr = synth(2048, 1)
xva, yva = synth(512, 2)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(DIM, 64), nn.ReLU(), nn.Dense(64, N_CLASSES))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def evaluate():
    correct = ms.Tensor([0.0]); total = ms.Tensor([0.0])
    for b in val.create_dict_iterator():
        pred = net(b["x"]).argmax(-1)
        correct += (pred == b["y"]).astype(ms.float32).sum()
        total += b["y"].shape[0]
    correct = allreduce(correct)
    total = allreduce(total)
    return (correct / total).asnumpy()[0]

print(f"[rank {rank}] world size {world}, steps per epoch {train.get_dataset_size()}", flush=True)
for epoch in range(3):
    for step, b in enumerate(train.create_dict_iterator()):
        loss, grads = grad_fn(b["x"], b["y"])
        grads = grad_reducer(grads)
        opt(grads)
        if step % 8 == 0:
            mean_loss = allreduce(loss.reshape(1)) / world
            if rank == 0:
                print(f"epoch {epoch} step {step} loss {mean_loss.asnumpy()[0]:.4f}", flush=True)
if rank == 0:
    acc = evaluate()
    print(f"final val acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "ddp_mlp.ckpt")
print(f"[rank {rank}] done", flush=True)
