# Data-parallel fine-tune of a small classifier head, launched with msrun (2 workers, CPU).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

rng = np.random.RandomState(0)
centers = rng.randn(4, 32).astype(np.float32) * 0.5
labels_all = rng.randint(0, 4, size=2048).astype(np.int32)
feats_all = centers[labels_all] + rng.randn(2048, 32).astype(np.float32)

dataset = ds.NumpySlicesDataset({"x": feats_all, "y": labels_all}, shuffle=True, num_shards=world, shard_id=rank)
dataset = dataset.batch(32, drop_remainder=True)
print(f"rank {rank}/{world}: {dataset.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_reducer = DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

for epoch in range(3):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        optimizer(grads)
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)

# evaluation on the local shard, reported by rank 0
correct = ms.Tensor(0.0, ms.float32)
total = 0
for x, y in dataset.create_tuple_iterator():
    correct += (net(x).argmax(axis=1) == y).astype(ms.float32).sum()
    total += y.shape[0]
if rank == 0:
    acc = allreduce(correct) / (total * world)
    print(f"eval accuracy {float(acc):.4f}", flush=True)
    ms.save_checkpoint(net, "classifier_dp.ckpt")
print(f"rank {rank} training finished", flush=True)
