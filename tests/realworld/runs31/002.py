# torch DDP habit carried over: parallel_mode given as "ddp"
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
cfg = {"parallel_mode": "ddp", "gradients_mean": True, "device_num": 1}
ms.set_auto_parallel_context(**cfg)
net = nn.Dense(8, 2)
print("ok")
