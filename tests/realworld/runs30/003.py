# Fine-tune v2: the MLP was refactored to put the activation into nn.Dense(activation="relu"),
# then the v1 checkpoint (trained with explicit nn.ReLU() cells in the SequentialCell) is reloaded.
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class ClassifierV1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU()])
        self.head = nn.Dense(64, 4)

    def construct(self, x):
        return self.head(self.encoder(x))

class ClassifierV2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(32, 64, activation="relu"),
                                          nn.Dense(64, 64, activation="relu")])
        self.head = nn.Dense(64, 4)

    def construct(self, x):
        return self.head(self.encoder(x))

net = ClassifierV1()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
train_net.set_train()
x = ms.Tensor(np.random.randn(16, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, (16,)).astype(np.int32))
for step in range(3):
    loss = train_net(x, y)
    print(f"step {step} loss {loss.asnumpy():.4f}")
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(net, "ckpt/classifier_v1.ckpt")

infer_net = ClassifierV2()
param_dict = ms.load_checkpoint("ckpt/classifier_v1.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(infer_net, param_dict)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} parameters were not loaded from the checkpoint: {param_not_load}")
