# Port of a PyTorch DDP training script (2 processes, CPU) to MindSpore data parallel via msrun
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(0, 1, (2048, 16)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
Xv = rng.normal(0, 1, (512, 16)).astype(np.float32)
Yv = (Xv[:, :4].sum(1) > 0).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
val_ds = ds.NumpySlicesDataset({"x": Xv, "y": Yv}, shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()

def validate():
    net.set_train(False)
    correct = Tensor(0.0, ms.float32)
    total = Tensor(0.0, ms.float32)
    for x, y in val_ds.create_tuple_iterator():
        pred = net(x).argmax(1)
        correct += (pred == y).astype(ms.float32).sum()
        total += y.shape[0]
    correct = all_reduce(correct)   # same as dist.all_reduce in the torch metric helper
    total = all_reduce(total)
    net.set_train(True)
    return (correct / total).asnumpy()

print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} batches per epoch", flush=True)
for epoch in range(3):
    net.set_train(True)
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    acc = validate()
    print(f"final val accuracy {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "ddp_final.ckpt")
print(f"rank {rank} done", flush=True)
