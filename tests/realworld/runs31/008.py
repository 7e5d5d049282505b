# Fine-tuned head for 5 labels; checkpoint of a 2-label (SST-2) classifier loaded with strict_load
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SeqCls(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.embed = nn.Embedding(1000, 64)
        self.pooler = nn.Dense(64, 64)
        self.score = nn.Dense(64, num_labels)
    def construct(self, ids):
        return self.score(ops.tanh(self.pooler(self.embed(ids).mean(1))))

ms.save_checkpoint(SeqCls(num_labels=2), "sst2_cls.ckpt")
net = SeqCls(num_labels=5)
ms.load_param_into_net(net, ms.load_checkpoint("sst2_cls.ckpt"), strict_load=True)
print("loaded")
