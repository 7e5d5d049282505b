# Checkpoint file truncated by a full disk during save (copy cut at 60%), then loaded to resume.
import os, numpy as np, mindspore as ms
from mindspore import nn
net = nn.SequentialCell(nn.Dense(64, 256), nn.ReLU(), nn.Dense(256, 10))
ms.save_checkpoint(net, "epoch_3.ckpt")
size = os.path.getsize("epoch_3.ckpt")
with open("epoch_3.ckpt", "rb") as f:
    data = f.read()
with open("epoch_3.ckpt", "wb") as f:
    f.write(data[: int(size * 0.6)])
print(f"resuming from epoch_3.ckpt ({os.path.getsize('epoch_3.ckpt')} bytes)")
params = ms.load_checkpoint("epoch_3.ckpt")
ms.load_param_into_net(net, params)
