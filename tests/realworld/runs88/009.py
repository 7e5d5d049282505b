# fine-tune from a pretraining checkpoint, dropping the old head (HF from_pretrained + state_dict filter port)
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Encoder(nn.Cell):
    def __init__(self, n_out):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, n_out)
    def construct(self, x):
        return self.head(self.body(x))

os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(Encoder(10), "ckpt/pretrain_009.ckpt")

net = Encoder(3)
# torch: {k: v for k, v in sd.items() if not k.startswith("head.")}
param_dict = ms.load_checkpoint("ckpt/pretrain_009.ckpt", net=net, strict_load=True,
                                choice_func=lambda k, v: not k.startswith("head."))
print("loaded", len(param_dict), "tensors")
x = Tensor(np.random.randn(32, 20).astype(np.float32))
y = Tensor(np.random.randint(0, 3, 32).astype(np.int32))
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
for i in range(10):
    print("step", i, "loss", train(x, y))
