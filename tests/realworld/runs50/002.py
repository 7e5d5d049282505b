# Distributed evaluation ported from torch: preds gathered with dist.all_gather_into_tensor before computing accuracy
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.communication.comm_func import all_gather_into_tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.standard_normal((200, 10)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
eval_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=False, num_shards=world, shard_id=rank).batch(25)
net = nn.SequentialCell(nn.Dense(10, 16), nn.ReLU(), nn.Dense(16, 2))
net.set_train(False)

local_preds, local_labels = [], []
for batch in eval_ds.create_dict_iterator():
    logits = net(batch["x"])
    local_preds.append(logits.argmax(axis=-1).astype(ms.float32))
    local_labels.append(batch["y"].astype(ms.float32))
preds = ops.cat(local_preds)
labels = ops.cat(local_labels)
print(f"[rank {rank}] local eval samples: {preds.shape[0]}", flush=True)

# torch: dist.all_gather_into_tensor(out, preds)
all_preds, _ = all_gather_into_tensor(preds)
all_labels, _ = all_gather_into_tensor(labels)
acc = (all_preds == all_labels).astype(ms.float32).mean()
if rank == 0:
    print(f"eval accuracy over {all_preds.shape[0]} samples: {acc.asnumpy():.4f}", flush=True)
