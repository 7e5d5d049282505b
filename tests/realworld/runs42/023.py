# Healthy twin of 018: DistributedSampler ported as GeneratorDataset(num_shards=world, shard_id=rank);
# DATA_PARALLEL (gradients_mean) training of a small MLP under msrun with 2 CPU workers, 4 epochs.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 20)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)

class Source:
    def __getitem__(self, i):
        return X[i], Y[i]
    def __len__(self):
        return len(X)

train = ds.GeneratorDataset(Source(), column_names=["features", "label"], shuffle=True,
                            num_shards=world, shard_id=rank)
train = train.batch(16, drop_remainder=True)
print(f"rank {rank}: {train.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train_step.set_train()
for epoch in range(4):
    losses = [float(train_step(b["features"], b["label"]).asnumpy())
              for b in train.create_dict_iterator(num_epochs=1)]
    print(f"rank {rank}: epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
acc = float((net(ms.Tensor(X)).argmax(-1).asnumpy() == Y).mean())
print(f"rank {rank}: train accuracy {acc:.3f}", flush=True)
print(f"rank {rank}: training finished", flush=True)
